// The engine including GL: the layering check must refuse it.
#pragma once
#include <GL/gl.h>
