// Polynomial and thin-plate-spline transforms through GDAL's own transformers (GDALCreateGCPTransformer with the
// requested order, GDALCreateTPSTransformer): the same code QGIS's georeferencer and gdalwarp run, so a scan warped
// here lands where it lands there. GDAL fits the inverse (map -> pixel) separately.
#include <cpl_error.h>
#include <gdal_alg.h>

#include <mutex>

#include "geo/geo.h"
#include "geo/transform.h"

namespace cartouche::geo {

namespace {

std::vector<GDAL_GCP> toGdal(const std::vector<Gcp>& pts, std::vector<std::string>& ids) {
  ids.clear();
  for (size_t i = 0; i < pts.size(); ++i) ids.push_back(std::to_string(i + 1));
  std::vector<GDAL_GCP> out(pts.size());
  static char empty[] = "";
  for (size_t i = 0; i < pts.size(); ++i) {
    out[i].pszId = ids[i].data();
    out[i].pszInfo = empty;
    out[i].dfGCPPixel = pts[i].pixel.x;
    out[i].dfGCPLine = pts[i].pixel.y;
    out[i].dfGCPX = pts[i].map.x;
    out[i].dfGCPY = pts[i].map.y;
    out[i].dfGCPZ = 0;
  }
  return out;
}

std::string gdalReason() {
  std::string m = CPLGetLastErrorMsg();
  return m.empty() ? std::string() : " (GDAL: " + m + ")";
}

class GdalTransformer final : public GcpTransform::Impl {
 public:
  using TransformFn = int (*)(void*, int, int, double*, double*, double*, int*);
  using DestroyFn = void (*)(void*);
  GdalTransformer(void* arg, TransformFn fn, DestroyFn destroy) : arg_(arg), fn_(fn), destroy_(destroy) {}
  ~GdalTransformer() override { destroy_(arg_); }
  GdalTransformer(const GdalTransformer&) = delete;
  GdalTransformer& operator=(const GdalTransformer&) = delete;

  bool forward(double& x, double& y) const override { return run(FALSE, x, y); }
  bool inverse(double& x, double& y) const override { return run(TRUE, x, y); }

 private:
  // GDAL does not promise that its transformers are safe to share between threads; callers of a solved transform
  // are promised they are.
  bool run(int dstToSrc, double& x, double& y) const {
    std::lock_guard<std::mutex> lock(mutex_);
    double z = 0;
    int ok = 0;
    return fn_(arg_, dstToSrc, 1, &x, &y, &z, &ok) && ok;
  }
  void* arg_;
  TransformFn fn_;
  DestroyFn destroy_;
  mutable std::mutex mutex_;
};

}  // namespace

Result<std::shared_ptr<const GcpTransform::Impl>> solveGdalPolynomial(const std::vector<Gcp>& pts, int order) {
  ensureGdal();
  std::vector<std::string> ids;
  std::vector<GDAL_GCP> gcps = toGdal(pts, ids);
  CPLErrorReset();
  void* arg = GDALCreateGCPTransformer(static_cast<int>(gcps.size()), gcps.data(), order, FALSE);
  if (!arg)
    return Status::invalidArgument("the control points are badly placed for polynomial " + std::to_string(order) +
                                   gdalReason());
  return std::shared_ptr<const GcpTransform::Impl>(
      std::make_shared<GdalTransformer>(arg, GDALGCPTransform, GDALDestroyGCPTransformer));
}

Result<std::shared_ptr<const GcpTransform::Impl>> solveGdalSpline(const std::vector<Gcp>& pts) {
  ensureGdal();
  std::vector<std::string> ids;
  std::vector<GDAL_GCP> gcps = toGdal(pts, ids);
  CPLErrorReset();
  void* arg = GDALCreateTPSTransformer(static_cast<int>(gcps.size()), gcps.data(), FALSE);
  if (!arg)
    return Status::invalidArgument("the control points are badly placed for a thin-plate spline" + gdalReason());
  return std::shared_ptr<const GcpTransform::Impl>(
      std::make_shared<GdalTransformer>(arg, GDALTPSTransform, GDALDestroyTPSTransformer));
}

}  // namespace cartouche::geo
