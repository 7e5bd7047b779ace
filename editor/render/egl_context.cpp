#include "egl_context.h"

#include <EGL/egl.h>
#include <EGL/eglext.h>
#include <GL/glcorearb.h>

#include <cstring>
#include <map>
#include <mutex>
#include <vector>

#include "library_pins.h"

namespace cartouche {

namespace {

bool hasExtension(const char* list, const char* name) {
  if (!list) return false;
  size_t n = std::strlen(name);
  for (const char* p = list; (p = std::strstr(p, name)) != nullptr; p += n)
    if ((p == list || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0')) return true;
  return false;
}

// EGL hands out one EGLDisplay per platform and device, and eglTerminate ends it for every context on it; count
// the contexts per display so the last one out terminates.
std::mutex displayMutex;
std::map<EGLDisplay, int>& displayUsers() {
  static std::map<EGLDisplay, int> users;
  return users;
}

void terminateIfUnused(EGLDisplay display) {
  std::lock_guard<std::mutex> lock(displayMutex);
  auto& users = displayUsers();
  auto it = users.find(display);
  if (it != users.end() && it->second > 0) return;
  eglTerminate(display);
}

struct Candidate {
  EGLDisplay display = EGL_NO_DISPLAY;
  std::string how;
  bool needsPbuffer = false;
};

// Displays to try, best first. Each one is initialised; the caller terminates the ones it does not keep.
std::vector<Candidate> candidates() {
  std::vector<Candidate> out;
  const char* clientExtensions = eglQueryString(EGL_NO_DISPLAY, EGL_EXTENSIONS);
  auto getPlatformDisplay =
      reinterpret_cast<PFNEGLGETPLATFORMDISPLAYEXTPROC>(eglGetProcAddress("eglGetPlatformDisplayEXT"));
  std::vector<EGLDeviceEXT> hardware, software;
  if (getPlatformDisplay && hasExtension(clientExtensions, "EGL_EXT_platform_device")) {
    auto queryDevices = reinterpret_cast<PFNEGLQUERYDEVICESEXTPROC>(eglGetProcAddress("eglQueryDevicesEXT"));
    auto queryDeviceString =
        reinterpret_cast<PFNEGLQUERYDEVICESTRINGEXTPROC>(eglGetProcAddress("eglQueryDeviceStringEXT"));
    EGLint count = 0;
    if (queryDevices && queryDeviceString && queryDevices(0, nullptr, &count) && count > 0) {
      std::vector<EGLDeviceEXT> devices(static_cast<size_t>(count));
      queryDevices(count, devices.data(), &count);
      for (EGLint i = 0; i < count; ++i) {
        const char* ext = queryDeviceString(devices[size_t(i)], EGL_EXTENSIONS);
        (hasExtension(ext, "EGL_MESA_device_software") ? software : hardware).push_back(devices[size_t(i)]);
      }
    }
  }
  for (EGLDeviceEXT d : hardware)
    out.push_back({getPlatformDisplay(EGL_PLATFORM_DEVICE_EXT, d, nullptr), "EGL device platform (hardware)"});
  if (getPlatformDisplay && hasExtension(clientExtensions, "EGL_MESA_platform_surfaceless"))
    out.push_back(
        {getPlatformDisplay(EGL_PLATFORM_SURFACELESS_MESA, EGL_DEFAULT_DISPLAY, nullptr), "EGL surfaceless platform"});
  for (EGLDeviceEXT d : software)
    out.push_back({getPlatformDisplay(EGL_PLATFORM_DEVICE_EXT, d, nullptr), "EGL device platform (software)"});
  out.push_back({eglGetDisplay(EGL_DEFAULT_DISPLAY), "EGL default display", true});
  return out;
}

}  // namespace

Result<std::unique_ptr<EglContext>> EglContext::create() {
  std::string tried;
  for (Candidate& c : candidates()) {
    if (c.display == EGL_NO_DISPLAY) continue;
    EGLint major = 0, minor = 0;
    if (!eglInitialize(c.display, &major, &minor)) {
      tried += " " + c.how + ": eglInitialize failed;";
      continue;
    }
    pinLoadedLibrariesForLeakCheck();
    if (!eglBindAPI(EGL_OPENGL_API)) {
      tried += " " + c.how + ": no desktop OpenGL;";
      terminateIfUnused(c.display);
      continue;
    }
    const char* ext = eglQueryString(c.display, EGL_EXTENSIONS);
    bool surfaceless = hasExtension(ext, "EGL_KHR_surfaceless_context") && !c.needsPbuffer;
    const EGLint configAttribs[] = {EGL_SURFACE_TYPE,
                                    surfaceless ? 0 : EGL_PBUFFER_BIT,
                                    EGL_RENDERABLE_TYPE,
                                    EGL_OPENGL_BIT,
                                    EGL_RED_SIZE,
                                    8,
                                    EGL_GREEN_SIZE,
                                    8,
                                    EGL_BLUE_SIZE,
                                    8,
                                    EGL_ALPHA_SIZE,
                                    8,
                                    EGL_NONE};
    EGLConfig config = nullptr;
    EGLint configs = 0;
    if (!eglChooseConfig(c.display, configAttribs, &config, 1, &configs) || configs < 1) {
      tried += " " + c.how + ": no OpenGL config;";
      terminateIfUnused(c.display);
      continue;
    }
    const EGLint contextAttribs[] = {
        EGL_CONTEXT_MAJOR_VERSION,           3,       EGL_CONTEXT_MINOR_VERSION, 3, EGL_CONTEXT_OPENGL_PROFILE_MASK,
        EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE};
    EGLContext context = eglCreateContext(c.display, config, EGL_NO_CONTEXT, contextAttribs);
    if (context == EGL_NO_CONTEXT) {
      tried += " " + c.how + ": no GL 3.3 core context;";
      terminateIfUnused(c.display);
      continue;
    }
    EGLSurface surface = EGL_NO_SURFACE;
    if (!surfaceless) {
      const EGLint pbufferAttribs[] = {EGL_WIDTH, 1, EGL_HEIGHT, 1, EGL_NONE};
      surface = eglCreatePbufferSurface(c.display, config, pbufferAttribs);
    }
    if (!eglMakeCurrent(c.display, surface, surface, context)) {
      tried += " " + c.how + ": eglMakeCurrent failed;";
      if (surface != EGL_NO_SURFACE) eglDestroySurface(c.display, surface);
      eglDestroyContext(c.display, context);
      terminateIfUnused(c.display);
      continue;
    }
    {
      std::lock_guard<std::mutex> lock(displayMutex);
      ++displayUsers()[c.display];
    }
    std::unique_ptr<EglContext> out(new EglContext());
    out->display_ = c.display;
    out->context_ = context;
    out->surface_ = surface;
    const char* renderer = reinterpret_cast<const char*>(glGetString(GL_RENDERER));
    const char* version = reinterpret_cast<const char*>(glGetString(GL_VERSION));
    out->description_ = c.how + ": " + (renderer ? renderer : "?") + ", OpenGL " + (version ? version : "?");
    return out;
  }
  return Status::unsupported("no headless OpenGL 3.3 core context through EGL:" + tried);
}

void EglContext::makeCurrent() { eglMakeCurrent(display_, surface_, surface_, context_); }

EglContext::~EglContext() {
  eglMakeCurrent(display_, EGL_NO_SURFACE, EGL_NO_SURFACE, EGL_NO_CONTEXT);
  if (surface_ != EGL_NO_SURFACE) eglDestroySurface(display_, surface_);
  eglDestroyContext(display_, context_);
  {
    std::lock_guard<std::mutex> lock(displayMutex);
    --displayUsers()[display_];
  }
  terminateIfUnused(display_);
}

}  // namespace cartouche
