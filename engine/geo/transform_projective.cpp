// Projective transform (homography) by linear least squares, after Hartley's normalisation: both point sets are
// moved to their centroid and scaled to a mean distance of sqrt(2), which keeps the normal equations well
// conditioned whatever the units (pixels against metres or degrees). With h33 = 1 each point gives two equations
//   h11 x + h12 y + h13 - h31 x X - h32 y X = X,   h21 x + h22 y + h23 - h31 x Y - h32 y Y = Y,
// solved for the 8 unknowns; four points in general position give the exact homography.
#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

#include "geo/transform.h"

namespace cartouche::geo {

namespace {

using Mat3 = std::array<double, 9>;

Mat3 mul(const Mat3& a, const Mat3& b) {
  Mat3 r{};
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j)
      for (int k = 0; k < 3; ++k) r[i * 3 + j] += a[i * 3 + k] * b[k * 3 + j];
  return r;
}

std::optional<Mat3> invert(const Mat3& m) {
  const double det =
      m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) + m[2] * (m[3] * m[7] - m[4] * m[6]);
  if (!std::isfinite(det) || std::abs(det) < 1e-300) return std::nullopt;
  Mat3 r = {m[4] * m[8] - m[5] * m[7], m[2] * m[7] - m[1] * m[8], m[1] * m[5] - m[2] * m[4],
            m[5] * m[6] - m[3] * m[8], m[0] * m[8] - m[2] * m[6], m[2] * m[3] - m[0] * m[5],
            m[3] * m[7] - m[4] * m[6], m[1] * m[6] - m[0] * m[7], m[0] * m[4] - m[1] * m[3]};
  for (double& v : r) v /= det;
  return r;
}

// Translation and scale taking the points to centroid 0, mean distance sqrt(2).
template <typename Get>
Mat3 normaliser(const std::vector<Gcp>& pts, Get get) {
  double mx = 0, my = 0;
  for (const Gcp& g : pts) {
    mx += get(g).first;
    my += get(g).second;
  }
  mx /= static_cast<double>(pts.size());
  my /= static_cast<double>(pts.size());
  double d = 0;
  for (const Gcp& g : pts) d += std::hypot(get(g).first - mx, get(g).second - my);
  d /= static_cast<double>(pts.size());
  const double s = std::sqrt(2.0) / d;
  return {s, 0, -s * mx, 0, s, -s * my, 0, 0, 1};
}

bool apply(const Mat3& h, double& x, double& y) {
  const double w = h[6] * x + h[7] * y + h[8];
  // A point on the homography's horizon line maps to infinity.
  if (!std::isfinite(w) || std::abs(w) < 1e-12) return false;
  const double X = (h[0] * x + h[1] * y + h[2]) / w, Y = (h[3] * x + h[4] * y + h[5]) / w;
  x = X;
  y = Y;
  return true;
}

class Projective final : public GcpTransform::Impl {
 public:
  Projective(const Mat3& h, const Mat3& inv) : h_(h), inv_(inv) {}
  bool forward(double& x, double& y) const override { return apply(h_, x, y); }
  bool inverse(double& x, double& y) const override { return apply(inv_, x, y); }

 private:
  Mat3 h_, inv_;
};

}  // namespace

Result<std::shared_ptr<const GcpTransform::Impl>> solveProjective(const std::vector<Gcp>& pts) {
  auto pixelOf = [](const Gcp& g) { return std::pair{g.pixel.x, g.pixel.y}; };
  auto mapOf = [](const Gcp& g) { return std::pair{g.map.x, g.map.y}; };
  const Mat3 t1 = normaliser(pts, pixelOf), t2 = normaliser(pts, mapOf);
  // Normal equations A^T A h = A^T b, 8x8.
  double ata[8][8] = {}, atb[8] = {};
  auto addRow = [&](const double(&row)[8], double rhs) {
    for (int i = 0; i < 8; ++i) {
      for (int j = 0; j < 8; ++j) ata[i][j] += row[i] * row[j];
      atb[i] += row[i] * rhs;
    }
  };
  for (const Gcp& g : pts) {
    const double x = t1[0] * g.pixel.x + t1[2], y = t1[4] * g.pixel.y + t1[5];
    const double X = t2[0] * g.map.x + t2[2], Y = t2[4] * g.map.y + t2[5];
    addRow({x, y, 1, 0, 0, 0, -x * X, -y * X}, X);
    addRow({0, 0, 0, x, y, 1, -x * Y, -y * Y}, Y);
  }
  // Gaussian elimination with partial pivoting; a vanishing pivot means the points do not fix a homography
  // (three of four on one line, for instance).
  double scaleRef = 0;
  for (int i = 0; i < 8; ++i) scaleRef = std::max(scaleRef, std::abs(ata[i][i]));
  for (int c = 0; c < 8; ++c) {
    int p = c;
    for (int r = c + 1; r < 8; ++r)
      if (std::abs(ata[r][c]) > std::abs(ata[p][c])) p = r;
    if (std::abs(ata[p][c]) < 1e-12 * scaleRef)
      return Status::invalidArgument(
          "the control points are badly placed for a projective transform (three of them on one line?)");
    if (p != c) {
      for (int j = 0; j < 8; ++j) std::swap(ata[p][j], ata[c][j]);
      std::swap(atb[p], atb[c]);
    }
    for (int r = c + 1; r < 8; ++r) {
      const double f = ata[r][c] / ata[c][c];
      for (int j = c; j < 8; ++j) ata[r][j] -= f * ata[c][j];
      atb[r] -= f * atb[c];
    }
  }
  double h[8];
  for (int i = 7; i >= 0; --i) {
    double s = atb[i];
    for (int j = i + 1; j < 8; ++j) s -= ata[i][j] * h[j];
    h[i] = s / ata[i][i];
  }
  const Mat3 hn = {h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], 1};
  std::optional<Mat3> t2inv = invert(t2);
  if (!t2inv) return Status::invalidArgument("the control points are badly placed for a projective transform");
  Mat3 full = mul(*t2inv, mul(hn, t1));
  std::optional<Mat3> inv = invert(full);
  if (!inv)
    return Status::invalidArgument("the control points are badly placed for a projective transform (it is singular)");
  return std::shared_ptr<const GcpTransform::Impl>(std::make_shared<Projective>(full, *inv));
}

}  // namespace cartouche::geo
