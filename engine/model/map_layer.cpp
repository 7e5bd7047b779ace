#include "model/map_layer.h"

#include <algorithm>
#include <cmath>

namespace cartouche {

const std::vector<std::string>& layerTransformWords() {
  static const std::vector<std::string> words = {"helmert", "poly1", "poly2", "poly3", "projective", "tps"};
  return words;
}

Status checkMapLayer(const MapLayer& layer) {
  if (layer.name.empty()) return Status::invalidArgument("a map layer needs a name");
  const std::string who = "layer '" + layer.name + "': ";
  if (layer.source.empty()) return Status::invalidArgument(who + "source is empty");
  if (!(layer.opacity >= 0.0 && layer.opacity <= 1.0))
    return Status::invalidArgument(who + "opacity " + std::to_string(layer.opacity) + " is outside 0..1");
  if (layer.georef == LayerGeoref::GeoTransform)
    for (double v : layer.geoTransform)
      if (!std::isfinite(v)) return Status::invalidArgument(who + "geotransform holds a number that is not finite");
  if (layer.georef == LayerGeoref::Gcps) {
    const auto& words = layerTransformWords();
    if (std::find(words.begin(), words.end(), layer.transform) == words.end())
      return Status::invalidArgument(who + "transform '" + layer.transform +
                                     "' is not one of helmert, poly1, poly2, "
                                     "poly3, projective, tps");
  }
  for (size_t i = 0; i < layer.gcps.size(); ++i) {
    const LayerGcp& g = layer.gcps[i];
    if (!std::isfinite(g.pixelX) || !std::isfinite(g.pixelY) || !std::isfinite(g.mapX) || !std::isfinite(g.mapY))
      return Status::invalidArgument(who + "control point " + std::to_string(i + 1) +
                                     " holds a number that is not finite");
  }
  return Status::ok();
}

}  // namespace cartouche
