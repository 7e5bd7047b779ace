// A model header reaching up into edits: the layering check must refuse it.
#pragma once
#include "edit/command.h"
