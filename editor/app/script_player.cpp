#include "script_player.h"

#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>

#include "base/text_pieces.h"
#include "base/whole_file.h"

namespace cartouche {

namespace {

constexpr int kDragMoves = 10;

// "CTRL+SHIFT+Z" -> GLFW key codes, modifiers first. ImGui 1.86 reads io.KeysDown by GLFW code.
Result<std::vector<int>> parseKeys(const std::string& text) {
  static const std::map<std::string, int> named = {
      {"CTRL", GLFW_KEY_LEFT_CONTROL},   {"SHIFT", GLFW_KEY_LEFT_SHIFT},   {"ALT", GLFW_KEY_LEFT_ALT},
      {"ESCAPE", GLFW_KEY_ESCAPE},       {"ENTER", GLFW_KEY_ENTER},        {"TAB", GLFW_KEY_TAB},
      {"BACKSPACE", GLFW_KEY_BACKSPACE}, {"DELETE", GLFW_KEY_DELETE},      {"SPACE", GLFW_KEY_SPACE},
      {"LEFT", GLFW_KEY_LEFT},           {"RIGHT", GLFW_KEY_RIGHT},        {"UP", GLFW_KEY_UP},
      {"DOWN", GLFW_KEY_DOWN},           {"HOME", GLFW_KEY_HOME},          {"END", GLFW_KEY_END},
      {"PAGEUP", GLFW_KEY_PAGE_UP},      {"PAGEDOWN", GLFW_KEY_PAGE_DOWN}, {"MINUS", GLFW_KEY_MINUS},
      {"EQUAL", GLFW_KEY_EQUAL},         {"PLUS", GLFW_KEY_KP_ADD},        {"[", GLFW_KEY_LEFT_BRACKET},
      {"]", GLFW_KEY_RIGHT_BRACKET}};
  std::vector<int> keys;
  for (std::string part : pieces(text, '+')) {
    for (char& c : part) c = char(std::toupper(static_cast<unsigned char>(c)));
    if (part.size() == 1 && std::isalnum(static_cast<unsigned char>(part[0]))) {
      keys.push_back(part[0]);  // GLFW letter and digit codes are their upper-case ASCII
    } else if (part.size() >= 2 && part[0] == 'F' && std::isdigit(static_cast<unsigned char>(part[1]))) {
      int n = std::atoi(part.c_str() + 1);
      if (n < 1 || n > 12) return Status::invalidArgument("no key " + part);
      keys.push_back(GLFW_KEY_F1 + n - 1);
    } else if (auto it = named.find(part); it != named.end()) {
      keys.push_back(it->second);
    } else {
      return Status::invalidArgument("no key '" + part + "' (letters, digits, F1-F12, CTRL, SHIFT, ALT, ESCAPE, ...)");
    }
  }
  if (keys.empty()) return Status::invalidArgument("key needs a key, e.g. key CTRL+Z");
  return keys;
}

std::pair<std::string, std::string> splitFirst(const std::string& s) {
  size_t a = s.find_first_not_of(" \t");
  if (a == std::string::npos) return {"", ""};
  size_t b = s.find_first_of(" \t", a);
  std::string first = s.substr(a, b == std::string::npos ? std::string::npos : b - a);
  std::string rest;
  if (b != std::string::npos) {
    size_t c = s.find_first_not_of(" \t", b);
    if (c != std::string::npos) rest = s.substr(c);
    while (!rest.empty() && (rest.back() == ' ' || rest.back() == '\t' || rest.back() == '\r')) rest.pop_back();
  }
  return {first, rest};
}

}  // namespace

Result<ScriptPlayer> ScriptPlayer::load(const std::string& path) {
  // Read whole and split without std::getline, which stops quietly where memory runs out and would leave a script
  // cut short to be played as the whole. Memory running out throws.
  const std::optional<std::string> file = readWholeFile(path);
  if (!file) return Status::notFound(path + ": cannot read the script");
  ScriptPlayer p;
  p.path_ = path;
  const std::vector<std::string> lines = pieces(*file, '\n');
  for (int line = 1; line <= int(lines.size()); ++line) {
    const std::string& text = lines[size_t(line - 1)];
    auto [verb, rest] = splitFirst(text);
    if (verb.empty() || verb[0] == '#') continue;
    auto where = [&](const std::string& m) {
      return Status::invalidArgument(path + " line " + std::to_string(line) + ": " + m);
    };
    auto [a, b] = splitFirst(rest);
    auto push = [&](std::string v, std::string x = "", std::string y = "", float t = 0.f) {
      p.steps_.push_back({std::move(v), std::move(x), std::move(y), t, line});
    };
    if (verb == "press" || verb == "release" || verb == "save" || verb == "quit" || verb == "new" || verb == "title" ||
        verb == "waitprompt" || verb == "mapwait" || verb == "layerswait" || verb == "exportwait" ||
        verb == "problems" || verb == "help" || verb == "tool" || verb == "layout" || verb == "toolbar" ||
        verb == "legend" || verb == "checkpanels") {
      if (!rest.empty()) return where(verb + " takes nothing after it");
      push(verb);
    } else if (verb == "move" || verb == "screenshot" || verb == "saveas" || verb == "open" || verb == "answer" ||
               verb == "georef" || verb == "fitgrid" || verb == "terrainopacity" || verb == "scenario" ||
               verb == "oob" || verb == "placement" || verb == "waitfile" || verb == "playunit" ||
               verb == "playaction" || verb == "playsave" || verb == "playresume" || verb == "palette") {
      if (rest.empty()) return where(verb + " needs an argument");
      push(verb, rest);
    } else if (verb == "print" || verb == "type") {
      push(verb, rest);
    } else if (verb == "click") {
      if (rest.empty()) return where("click needs a hex");
      push("move", rest);
      push("press");
      push("release");
    } else if (verb == "drag") {
      auto [to, extra] = splitFirst(b);
      if (a.empty() || to.empty() || !extra.empty()) return where("drag needs two hexes: drag 0510 0913");
      push("move", a);
      push("press");
      for (int i = 1; i <= kDragMoves; ++i) push("lerp", a, to, float(i) / kDragMoves);
      push("release");
    } else if (verb == "pan") {
      auto [dy, extra] = splitFirst(b);
      char* end = nullptr;
      const long x = std::strtol(a.c_str(), &end, 10);
      const bool xOk = !a.empty() && *end == '\0';
      const long y = std::strtol(dy.c_str(), &end, 10);
      if (!xOk || dy.empty() || *end != '\0' || !extra.empty() || std::abs(x) > 10000 || std::abs(y) > 10000)
        return where("pan needs two whole numbers of pixels: pan 60 -20");
      push("panpress");
      for (int i = 1; i <= kDragMoves; ++i) {
        // Whole pixels each move, as a real pointer reports them.
        push("panmove", "", "", float(x * i / kDragMoves));
        p.steps_.back().y = float(y * i / kDragMoves);
      }
      push("panrelease");
    } else if (verb == "key") {
      Result<std::vector<int>> keys = parseKeys(rest);
      if (!keys) return where(keys.status().message());
      push("keydown", rest);
      push("keyup");
    } else if (verb == "wheel") {
      char* end = nullptr;
      const float notches = std::strtof(a.c_str(), &end);
      if (a.empty() || *end != '\0' || !(std::abs(notches) > 0.f && std::abs(notches) <= 100.f))
        return where("wheel needs a number of notches, not 0: wheel 1, wheel -2 SHIFT");
      if (!b.empty()) {
        Result<std::vector<int>> keys = parseKeys(b);
        if (!keys) return where(keys.status().message());
      }
      push("wheel", a, b, notches);
      if (!b.empty()) push("keyup");
    } else if (verb == "wait") {
      char* end = nullptr;
      long n = std::strtol(rest.c_str(), &end, 10);
      if (rest.empty() || *end != '\0' || n < 1 || n > 100000000) return where("wait needs a frame count, 1 or more");
      push("wait", std::to_string(n));
    } else if (verb == "pointer") {
      char* end = nullptr;
      const float x = std::strtof(a.c_str(), &end);
      const bool xOk = !a.empty() && *end == '\0';
      const float y = std::strtof(b.c_str(), &end);
      if (!xOk || b.empty() || *end != '\0') return where("pointer needs two numbers: pointer 640 400");
      push("pointer", a, b);
      p.steps_.back().t = x;
      p.steps_.back().y = y;
    } else if (verb == "paint") {
      auto [terrain, extra] = splitFirst(b);
      if (a.empty() || terrain.empty() || !extra.empty()) return where("paint needs a hex and a terrain code");
      push("paint", a, terrain);
    } else {
      return where("unknown action '" + verb + "'");
    }
  }
  return p;
}

void ScriptPlayer::fail(const Step& step, const std::string& message) {
  std::string m = path_ + " line " + std::to_string(step.line) + ": " + message;
  std::fprintf(stderr, "cartouche: script %s\n", m.c_str());
  if (error_) error_ = Status::invalidArgument(m);
}

void ScriptPlayer::inject(ImGuiIO& io, ScriptHost& host) {
  screenshot_.clear();
  if (waitFrames_ > 0) {
    --waitFrames_;
  } else if (next_ < steps_.size() && (steps_[next_].verb != "waitprompt" || host.promptOpen()) &&
             (steps_[next_].verb != "mapwait" || host.mapSettled()) &&
             (steps_[next_].verb != "waitfile" || std::filesystem::exists(steps_[next_].arg))) {
    play(steps_[next_++], io, host);
  }
  // The GLFW backend rewrote the pointer from the real cursor in its NewFrame: the script's pointer wins.
  if (pointerOwned_) {
    io.MousePos = pointer_;
    io.MouseDown[ImGuiMouseButton_Left] = buttonDown_;
    io.MouseDown[ImGuiMouseButton_Right] = panning_;
  }
}

void ScriptPlayer::play(const Step& s, ImGuiIO& io, ScriptHost& host) {
  if (s.verb == "move" || s.verb == "lerp") {
    Result<ImVec2> a = host.hexCentre(s.arg);
    if (!a) return fail(s, a.status().message());
    ImVec2 p = *a;
    if (s.verb == "lerp") {
      Result<ImVec2> b = host.hexCentre(s.arg2);
      if (!b) return fail(s, b.status().message());
      p = ImVec2(a->x + (b->x - a->x) * s.t, a->y + (b->y - a->y) * s.t);
    }
    pointerOwned_ = true;
    pointer_ = p;
  } else if (s.verb == "pointer") {
    pointerOwned_ = true;
    pointer_ = ImVec2(s.t, s.y);
  } else if (s.verb == "panpress" || s.verb == "panrelease") {
    pointerOwned_ = true;
    panning_ = s.verb == "panpress";
    panFrom_ = pointer_;
  } else if (s.verb == "panmove") {
    pointer_ = ImVec2(panFrom_.x + s.t, panFrom_.y + s.y);
  } else if (s.verb == "press" || s.verb == "release") {
    pointerOwned_ = true;
    buttonDown_ = s.verb == "press";
  } else if (s.verb == "keydown") {
    Result<std::vector<int>> keys = parseKeys(s.arg);  // checked when the script was loaded
    for (int k : *keys) {
      io.KeysDown[k] = true;
      keysHeld_.push_back(k);
    }
  } else if (s.verb == "wheel") {
    if (!s.arg2.empty()) {
      Result<std::vector<int>> keys = parseKeys(s.arg2);  // checked when the script was loaded
      for (int k : *keys) {
        io.KeysDown[k] = true;
        keysHeld_.push_back(k);
      }
    }
    io.MouseWheel += s.t;
  } else if (s.verb == "keyup") {
    for (int k : keysHeld_) io.KeysDown[k] = false;
    keysHeld_.clear();
  } else if (s.verb == "type") {
    io.AddInputCharactersUTF8(s.arg.c_str());
  } else if (s.verb == "wait") {
    waitFrames_ = std::atoi(s.arg.c_str()) - 1;
  } else if (s.verb == "screenshot") {
    screenshot_ = s.arg;
  } else if (s.verb == "checkpanels") {
    checkPanels_ = true;
  } else if (s.verb == "print") {
    std::printf("%s\n", s.arg.c_str());
    std::fflush(stdout);
  } else if (s.verb == "waitprompt" || s.verb == "waitfile" || s.verb == "mapwait") {
    // Nothing to do: inject() held the script here until a prompt opened, the file appeared or the map settled.
  } else if (s.verb == "title") {
    std::printf("title: %s\n", host.windowTitle().c_str());
    std::fflush(stdout);
  } else {
    std::string arg = s.verb == "paint" ? s.arg + " " + s.arg2 : s.arg;
    if (Status st = host.scriptCommand(s.verb, arg); !st) fail(s, st.message());
  }
  // The GLFW backend derives the modifier flags from KeysDown only in its key callback, which no script key fires.
  io.KeyCtrl = io.KeysDown[GLFW_KEY_LEFT_CONTROL] || io.KeysDown[GLFW_KEY_RIGHT_CONTROL];
  io.KeyShift = io.KeysDown[GLFW_KEY_LEFT_SHIFT] || io.KeysDown[GLFW_KEY_RIGHT_SHIFT];
  io.KeyAlt = io.KeysDown[GLFW_KEY_LEFT_ALT] || io.KeysDown[GLFW_KEY_RIGHT_ALT];
}

}  // namespace cartouche
