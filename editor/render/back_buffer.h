// How old a window's back buffer is when a frame starts (GLX_EXT_buffer_age), for UiCache: a back buffer that still
// holds the last frame needs only what changed drawn again. Thread-safety: call with the window's GL context current
// on the calling thread.
#pragma once

namespace cartouche {

// The frames since the back buffer of `glxDrawable` (a GLXWindow on the X display `x11Display`, an X `Display*`)
// was drawn: 1 when it holds the last frame, 2 the one before; 0 when its content is undefined, when the server
// does not tell (no GLX_EXT_buffer_age), or when either argument is null.
int backBufferAge(void* x11Display, unsigned long glxDrawable);

}  // namespace cartouche
