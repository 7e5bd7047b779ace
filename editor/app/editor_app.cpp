// runEditor: the GLFW + OpenGL 3.3 + Dear ImGui main loop, kept about the size of ImGui's own example. All editor state
// lives in EditorSession.
#include "editor_app.h"

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <mutex>
#include <new>
#include <system_error>
#include <thread>
#include <vector>

#include "editor_session.h"
#include "frame_stats.h"
#include "native_window.h"
#include "render/back_buffer.h"
#include "render/fonts.h"
#include "render/library_pins.h"
#include "render/offscreen_target.h"
#include "render/render_image.h"
#include "render/ui_cache.h"
#include "script_player.h"
#include "ui_allocator.h"

namespace cartouche {

namespace {

void glfwError(int code, const char* message) { std::fprintf(stderr, "cartouche: GLFW error %d: %s\n", code, message); }

// Closing the window asks the session first (unsaved changes): the close is cancelled and handed on as a request.
struct CloseRequest {
  bool requested = false;
};

void onWindowClose(GLFWwindow* window) {
  static_cast<CloseRequest*>(glfwGetWindowUserPointer(window))->requested = true;
  glfwSetWindowShouldClose(window, GLFW_FALSE);
}

void updateTitle(GLFWwindow* window, const EditorSession& session, std::string& shown) {
  std::string title = session.windowTitle();
  if (title == shown) return;
  glfwSetWindowTitle(window, title.c_str());
  shown = std::move(title);
}

// GLFW's shutdown asks the X server which window owns the clipboard and waits for the answer. When memory ran out
// inside libxcb as the editor quit, that answer is lost and the wait never ends (the allocation sweep of Save As found
// it). By then every edit is saved or kept in the working copy, so after 15 s the process ends anyway, with the status
// it would have had. Starting the watch may fail for want of memory too; the shutdown then goes unwatched.
class ShutdownWatch {
 public:
  explicit ShutdownWatch(int status) {
    try {
      thread_ = std::thread([this, status] {
        std::unique_lock<std::mutex> lock(mutex_);
        if (done_.wait_for(lock, std::chrono::seconds(15), [this] { return finished_; })) return;
        std::fputs("cartouche: the window system did not let the editor go within 15 s; leaving without it\n", stderr);
        std::fflush(stdout);
        std::_Exit(status);
      });
    } catch (const std::system_error&) {
    } catch (const std::bad_alloc&) {
    }
  }
  ~ShutdownWatch() {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      finished_ = true;
    }
    done_.notify_one();
    if (thread_.joinable()) thread_.join();
  }
  ShutdownWatch(const ShutdownWatch&) = delete;
  ShutdownWatch& operator=(const ShutdownWatch&) = delete;

 private:
  std::mutex mutex_;
  std::condition_variable done_;
  bool finished_ = false;
  std::thread thread_;
};

// Memory ran out on the main thread with a session open. The CLI's own message would name the battle the editor
// started on, but after Save As or Open the battle is another file, and it is that file's edits the working copy keeps.
// Written piece by piece, allocating nothing.
void sayMemoryRanOut(const EditorSession& session, const EditorOptions& options) {
  const std::string& battle = session.battlePath();
  std::fputs("cartouche: out of memory working on ", stderr);
  std::fputs(battle.empty() ? "a battle never saved" : battle.c_str(), stderr);
  if (!options.battlePath.empty() && options.battlePath != battle) {
    std::fputs(" (the editor started on ", stderr);
    std::fputs(options.battlePath.c_str(), stderr);
    std::fputs(")", stderr);
  }
  if (!options.scriptPath.empty()) {
    std::fputs(", --script ", stderr);
    std::fputs(options.scriptPath.c_str(), stderr);
  }
  std::fputs(
      "; stopped (any unsaved edits are kept in the battle's working copy: the next start offers to recover them)\n",
      stderr);
}

// The window could not be made: no display, no GL 3.3, or memory running out inside the window system's library
// (GLFW has said which, above). Nothing was opened yet. Written piece by piece, allocating nothing.
void sayNoWindow(const EditorOptions& options) {
  std::fputs("cartouche: could not open the editor's window", stderr);
  if (!options.battlePath.empty()) {
    std::fputs(" for ", stderr);
    std::fputs(options.battlePath.c_str(), stderr);
    std::fputs(" (left as it was)", stderr);
  }
  std::fputs("; stopped\n", stderr);
}

}  // namespace

int runEditor(const EditorOptions& options) {
  glfwSetErrorCallback(glfwError);
  if (!glfwInit()) {
    sayNoWindow(options);
    return 1;
  }
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  std::optional<ScriptPlayer> script;
  if (!options.scriptPath.empty()) {
    Result<ScriptPlayer> loaded = ScriptPlayer::load(options.scriptPath);
    if (!loaded) {
      std::fprintf(stderr, "cartouche: %s\n", loaded.status().message().c_str());
      glfwTerminate();
      return 1;
    }
    script = std::move(*loaded);
  }
  GLFWwindow* window = glfwCreateWindow(options.width, options.height, "Cartouche", nullptr, nullptr);
  if (!window) {
    sayNoWindow(options);
    glfwTerminate();
    return 1;
  }
  CloseRequest close;
  glfwSetWindowUserPointer(window, &close);
  glfwSetWindowCloseCallback(window, onWindowClose);
  glfwMakeContextCurrent(window);
  pinLoadedLibrariesForLeakCheck();
  glfwSwapInterval(options.benchFrames > 0 ? 0 : 1);

  IMGUI_CHECKVERSION();
  useThrowingImGuiAllocator();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // no imgui.ini next to the user's files
  // Keyboard navigation of the panels, but a focused panel must not swallow the tool and map shortcuts (B, F, I,
  // arrows): only a text field or an active widget takes the keyboard from them.
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard | ImGuiConfigFlags_NavNoCaptureKeyboard;
  ImGui::StyleColorsDark();
  Result<ImFont*> uiFont = addEditorFont(io, 17.f);
  if (!uiFont) std::fprintf(stderr, "cartouche: %s; using ImGui's built-in font\n", uiFont.status().message().c_str());
  if (uiFont)
    if (Status icons = mergeIconFont(io, 16.f); !icons.isOk())
      std::fprintf(stderr, "cartouche: %s\n", icons.message().c_str());
  Result<ImFont*> labelFont = addEditorFont(io, 22.f);
  ImGui_ImplGlfw_InitForOpenGL(window, true);
  ImGui_ImplOpenGL3_Init("#version 330 core");

  int status = 0;
  bool memoryRanOut = false;
  {
    // Destroyed before the GL context: it owns the kept image of the panels.
    UiCache ui;
    ui.setReuse(!options.wholeFrames);
    const NativeWindow native = nativeWindow(window);
    auto session = EditorSession::create(options.battlePath, labelFont ? *labelFont : nullptr);
    if (session) (*session)->keepThingsWithMap(!options.wholeFrames);
    if (!session) {
      std::fprintf(stderr, "cartouche: %s\n", session.status().message().c_str());
      status = 1;
    } else if (script) {
      (*session)->echoNotices(true);  // tests read the notices from stdout
    }
    int lastFrame = options.benchFrames > 0          ? options.benchFrames
                    : options.quitAfterFrames > 0    ? options.quitAfterFrames
                    : options.screenshotPath.empty() ? 0
                                                     : 3;
    std::vector<double> frameMs;
    struct {
      int frames = 0, differ = 0;
      std::string first;
    } panelCheck;  // the script's `checkpanels`
    auto previous = std::chrono::steady_clock::now();
    std::string shownTitle;
    try {
      for (int frame = 1; session && !glfwWindowShouldClose(window); ++frame) {
        glfwPollEvents();
        if (close.requested) (*session)->requestQuit();
        close.requested = false;
        ImGui_ImplOpenGL3_NewFrame();
        ImGui_ImplGlfw_NewFrame();
        if (script) script->inject(io, **session);
        ImGui::NewFrame();
        int fbw = 0, fbh = 0;
        glfwGetFramebufferSize(window, &fbw, &fbh);
        if (!(*session)->frame(ImVec2(float(fbw), float(fbh)), options.benchFrames > 0))
          glfwSetWindowShouldClose(window, GLFW_TRUE);
        ImGui::Render();
        ui.beginFrame(ImGui::GetDrawData(), (*session)->mapPart(fbw, fbh), (*session)->background(),
                      backBufferAge(native.display, native.drawable), (*session)->mapOpaque());
        (*session)->drawMap(fbw, fbh);
        ui.draw();
        if (script && script->checkingPanels()) {
          PixelRect at;
          const long differ =
              ui.compareWithWhole(ImGui::GetDrawData(), (*session)->mapPart(fbw, fbh), (*session)->background(), &at);
          ++panelCheck.frames;
          if (differ > 0 && panelCheck.differ++ == 0)
            panelCheck.first = "frame " + std::to_string(frame) + ", " + std::to_string(differ) + " pixels from " +
                               std::to_string(at.x0) + "," + std::to_string(at.y0);
        }
        bool last = lastFrame > 0 && frame >= lastFrame;
        std::string shot = last ? options.screenshotPath : std::string();
        if (script && !script->screenshotRequest().empty()) shot = script->screenshotRequest();
        if (!shot.empty()) {
          Status written = writePng(readBackBuffer(fbw, fbh), shot);
          if (!written) {
            std::fprintf(stderr, "cartouche: %s\n", written.message().c_str());
            status = 1;
          }
        }
        glfwSwapBuffers(window);
        updateTitle(window, **session, shownTitle);
        auto now = std::chrono::steady_clock::now();
        if (options.benchFrames > 0 && frame > 1)  // the first frame builds fonts and shaders
          frameMs.push_back(std::chrono::duration<double, std::milli>(now - previous).count());
        previous = now;
        if (last) break;
      }
    } catch (const std::bad_alloc&) {
      // Frames and script commands end here; the session's unwinding keeps a working copy that has unsaved edits.
      sayMemoryRanOut(**session, options);
      memoryRanOut = true;
    }
    if (script && !script->error()) status = 1;
    if (panelCheck.frames > 0) {
      std::printf("panels: %d frames checked, %d differ\n", panelCheck.frames, panelCheck.differ);
      if (panelCheck.differ > 0) std::printf("panels: first difference in %s\n", panelCheck.first.c_str());
    }
    if (!memoryRanOut && !frameMs.empty()) std::printf("%s\n", formatFrameStats(frameStats(frameMs)).c_str());
  }
  // ImGui is in the middle of a frame, and memory is short: the process's exit closes the window, as it did when the
  // exception left runEditor.
  if (memoryRanOut) return 1;
  ShutdownWatch watch(status);
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(window);
  glfwTerminate();
  return status;
}

}  // namespace cartouche
