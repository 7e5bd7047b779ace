// runEditor: the GLFW + OpenGL 3.3 + Dear ImGui main loop, kept about the size of ImGui's own example. All editor
// state lives in EditorSession.
#include "editor_app.h"

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>
#include <imgui.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <vector>

#include "demo_battle.h"
#include "editor_session.h"
#include "frame_stats.h"
#include "render/fonts.h"
#include "render/offscreen_target.h"
#include "render/render_image.h"

#ifdef CARTOUCHE_HAVE_STORE
#include "store/battle_file.h"
#endif
#ifdef CARTOUCHE_HAVE_TEXT
#include "text/battle_text.h"
#endif

namespace cartouche {

namespace {

void glfwError(int code, const char* message) { std::fprintf(stderr, "cartouche: GLFW error %d: %s\n", code, message); }

// The battle to show and, when the file did not load, why. A folder is a battle in the text format.
std::pair<Battle, std::string> loadBattle(const std::string& path) {
  if (path.empty()) return {makeDemoBattle(), {}};
#ifdef CARTOUCHE_HAVE_TEXT
  if (std::filesystem::is_directory(path)) {
    Result<Battle> battle = loadBattleText(path);
    if (battle) return {std::move(*battle), {}};
    return {makeDemoBattle(), path + ": " + battle.status().message()};
  }
#endif
#ifdef CARTOUCHE_HAVE_STORE
  Result<Battle> battle = readBattleFile(path);
  if (battle) return {std::move(*battle), {}};
  return {makeDemoBattle(), battle.status().message()};
#else
  return {makeDemoBattle(), path + ": this build cannot read battle files (no cartouche_store)"};
#endif
}

}  // namespace

int runEditor(const EditorOptions& options) {
  glfwSetErrorCallback(glfwError);
  if (!glfwInit()) return 1;
  glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3);
  glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3);
  glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE);
  glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE);
  auto [battle, loadError] = loadBattle(options.battlePath);
  std::string title = "Cartouche — " + (battle.title().empty() ? std::string("untitled") : battle.title());
  GLFWwindow* window = glfwCreateWindow(options.width, options.height, title.c_str(), nullptr, nullptr);
  if (!window) {
    glfwTerminate();
    return 1;
  }
  glfwMakeContextCurrent(window);
  glfwSwapInterval(options.benchFrames > 0 ? 0 : 1);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // no imgui.ini next to the user's files
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  ImGui::StyleColorsDark();
  Result<ImFont*> uiFont = addEditorFont(io, 17.f);
  if (!uiFont) std::fprintf(stderr, "cartouche: %s; using ImGui's built-in font\n", uiFont.status().message().c_str());
  Result<ImFont*> labelFont = addEditorFont(io, 22.f);
  ImGui_ImplGlfw_InitForOpenGL(window, true);
  ImGui_ImplOpenGL3_Init("#version 330 core");

  int status = 0;
  {
    auto session = EditorSession::create(std::move(battle), loadError, labelFont ? *labelFont : nullptr);
    if (!session) {
      std::fprintf(stderr, "cartouche: %s\n", session.status().message().c_str());
      status = 1;
    }
    int lastFrame = options.benchFrames > 0          ? options.benchFrames
                    : options.quitAfterFrames > 0    ? options.quitAfterFrames
                    : options.screenshotPath.empty() ? 0
                                                     : 3;
    std::vector<double> frameMs;
    auto previous = std::chrono::steady_clock::now();
    for (int frame = 1; session && !glfwWindowShouldClose(window); ++frame) {
      glfwPollEvents();
      ImGui_ImplOpenGL3_NewFrame();
      ImGui_ImplGlfw_NewFrame();
      ImGui::NewFrame();
      int fbw = 0, fbh = 0;
      glfwGetFramebufferSize(window, &fbw, &fbh);
      if (!(*session)->frame(ImVec2(float(fbw), float(fbh)), options.benchFrames > 0))
        glfwSetWindowShouldClose(window, GLFW_TRUE);
      ImGui::Render();
      (*session)->drawMap(fbw, fbh);
      ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
      bool last = lastFrame > 0 && frame >= lastFrame;
      if (last && !options.screenshotPath.empty()) {
        Status written = writePng(readBackBuffer(fbw, fbh), options.screenshotPath);
        if (!written) {
          std::fprintf(stderr, "cartouche: %s\n", written.message().c_str());
          status = 1;
        }
      }
      glfwSwapBuffers(window);
      auto now = std::chrono::steady_clock::now();
      if (options.benchFrames > 0 && frame > 1)  // the first frame builds fonts and shaders
        frameMs.push_back(std::chrono::duration<double, std::milli>(now - previous).count());
      previous = now;
      if (last) break;
    }
    if (!frameMs.empty()) std::printf("%s\n", formatFrameStats(frameStats(frameMs)).c_str());
  }
  ImGui_ImplOpenGL3_Shutdown();
  ImGui_ImplGlfw_Shutdown();
  ImGui::DestroyContext();
  glfwDestroyWindow(window);
  glfwTerminate();
  return status;
}

}  // namespace cartouche
