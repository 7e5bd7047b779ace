#include "panel_host.h"

namespace cartouche {

void PanelHost::draw(PanelContext&) {}

}  // namespace cartouche
