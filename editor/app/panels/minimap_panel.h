// The minimap: the whole map small, one texel per hex (minimap_image.h) in a texture (render/minimap_texture.h) that
// is re-uploaded only where the battle changed, the main view's rectangle drawn on it, and click or drag on it to
// recentre the main view. It follows the document given to follow() (the host passes each battle opened) through a
// Subscription. Main thread, with the window's GL context current for every call, the destructor included.
#pragma once

#include "minimap_image.h"
#include "panel_context.h"
#include "render/minimap_texture.h"

namespace cartouche {

class MinimapPanel : private ChangeListener {
 public:
  MinimapPanel() = default;
  MinimapPanel(const MinimapPanel&) = delete;
  MinimapPanel& operator=(const MinimapPanel&) = delete;
  ~MinimapPanel() override;

  // Shows `doc` from now on: the host calls it whenever a battle is opened.
  void follow(Document& doc);
  // REQUIRES: follow() was given ctx's document; the next window's place is set (the host does).
  void draw(PanelContext& ctx);

  // For tests: the picture and the texture that holds it (0 before the first draw).
  const MinimapImage& image() const { return image_; }
  GLuint texture() const { return texture_.id(); }

 private:
  void onChanged(const Battle& battle, const ChangeSet& changes) override;
  void refreshTexture(const Battle& battle);

  Subscription following_;
  MinimapImage image_;
  bool rebuild_ = true;
  ChangeSet pending_;
  MinimapTexture texture_;
};

}  // namespace cartouche
