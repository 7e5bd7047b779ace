// Reading back the GIS export in tests (gis_test_support.h).
#include "gis_test_support.h"

#include <gdal_priv.h>
#include <gtest/gtest.h>
#include <ogrsf_frmts.h>

namespace cartouche::test {

Gpkg::Gpkg(const std::string& path) {
  GDALAllRegister();
  ds_ = GDALDataset::Open(path.c_str(), GDAL_OF_VECTOR | GDAL_OF_READONLY);
  EXPECT_NE(ds_, nullptr) << "GDAL cannot open " << path << ": " << CPLGetLastErrorMsg();
}

Gpkg::~Gpkg() {
  if (ds_) GDALClose(ds_);
}

std::string Gpkg::text(const std::string& sql) {
  if (!ds_) return "";
  OGRLayer* result = ds_->ExecuteSQL(sql.c_str(), nullptr, nullptr);
  EXPECT_NE(result, nullptr) << sql << ": " << CPLGetLastErrorMsg();
  if (!result) return "";
  std::string value;
  if (OGRFeature* f = result->GetNextFeature()) {
    if (f->GetFieldCount() > 0 && f->IsFieldSetAndNotNull(0)) value = f->GetFieldAsString(0);
    OGRFeature::DestroyFeature(f);
  }
  ds_->ReleaseResultSet(result);
  return value;
}

std::string Gpkg::layerAuthority(const std::string& table) {
  OGRLayer* layer = ds_ ? ds_->GetLayerByName(table.c_str()) : nullptr;
  const OGRSpatialReference* srs = layer ? layer->GetSpatialRef() : nullptr;
  const char* code = srs ? srs->GetAuthorityCode(nullptr) : nullptr;
  return code ? code : "";
}

std::array<uint8_t, 4> RasterTable::pixel(int x, int y) const {
  const size_t i = (size_t(y) * size_t(width) + size_t(x)) * 4;
  return {rgba[i], rgba[i + 1], rgba[i + 2], rgba[i + 3]};
}

RasterTable readRasterTable(const std::string& path, const std::string& table) {
  GDALAllRegister();
  RasterTable t;
  const std::string name = "GPKG:" + path + ":" + table;
  GDALDataset* ds = GDALDataset::Open(name.c_str(), GDAL_OF_RASTER | GDAL_OF_READONLY);
  EXPECT_NE(ds, nullptr) << "GDAL cannot open " << name << ": " << CPLGetLastErrorMsg();
  if (!ds) return t;
  t.width = ds->GetRasterXSize();
  t.height = ds->GetRasterYSize();
  t.bands = ds->GetRasterCount();
  ds->GetGeoTransform(t.geoTransform.data());
  if (const OGRSpatialReference* srs = ds->GetSpatialRef())
    if (const char* code = srs->GetAuthorityCode(nullptr)) t.epsg = code;
  if (t.bands == 4) {
    t.rgba.resize(size_t(t.width) * size_t(t.height) * 4);
    EXPECT_EQ(ds->RasterIO(GF_Read, 0, 0, t.width, t.height, t.rgba.data(), t.width, t.height, GDT_Byte, 4, nullptr, 4,
                           t.width * 4, 1, nullptr),
              CE_None);
  }
  GDALClose(ds);
  return t;
}

}  // namespace cartouche::test
