// A tool reaching into the renderer: the layering check must refuse it.
#pragma once
#include "render/map_renderer.h"
