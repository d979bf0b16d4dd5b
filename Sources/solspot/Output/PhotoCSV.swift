import SolspotKit

/// `solspot lux --csv PHOTO...`: a header, then one row per file (``CSVTable``).
enum PhotoCSV {
  static let table = CSVTable(columns)

  static let columns = [
    "file", "status", "lux_kind", "lux", "lux_lower", "lux_upper", "confidence", "band",
    "band_summary", "point_band", "ev100", "scene_ev", "f_number", "exposure_time", "iso", "bias",
    "f_number_source", "exposure_time_source", "iso_source", "bias_source", "make", "model",
    "lens_model", "device", "device_choice", "calibration", "taken", "latitude", "longitude",
    "error_code", "error", "note",
  ]

  /// The header row.
  static var header: String { table.header }

  /// The row for one file.
  static func row(_ result: PhotoBatch.Result) -> String {
    var cells: [String: String] = ["file": result.path]
    if let metadata = result.metadata {
      cells["make"] = metadata.make.map { ExifText.printable($0.value) }
      cells["model"] = metadata.model.map { ExifText.printable($0.value) }
      cells["lens_model"] = metadata.lensModel.map { ExifText.printable($0.value) }
      cells["taken"] = metadata.dateTimeOriginal?.value.iso8601
      cells["latitude"] = metadata.latitude.map { NumberText.fixed($0.value, 7) }
      cells["longitude"] = metadata.longitude.map { NumberText.fixed($0.value, 7) }
      cells["f_number_source"] = metadata.fNumber.map { ProvenanceText.source($0.provenance) }
      cells["exposure_time_source"] = metadata.exposureTime.map {
        ProvenanceText.source($0.provenance)
      }
      cells["iso_source"] = metadata.iso.map { ProvenanceText.source($0.provenance) }
      cells["bias_source"] = metadata.exposureBias.map { ProvenanceText.source($0.provenance) }
    }
    switch result.outcome {
    case .estimate(let estimate, let choice):
      cells["status"] = "ok"
      let band = EstimateJSON.band(estimate.band)
      cells.merge(CSVTable.light(estimate.value, confidence: estimate.confidence)) { $1 }
      cells["band"] = band.id
      cells["band_summary"] = band.summary
      cells["point_band"] = band.pointBand
      cells["note"] = NoteText.estimate(.photoGeometry)
      cells["ev100"] = NumberText.fixed(estimate.ev100, 3)
      cells["scene_ev"] = NumberText.fixed(estimate.sceneEV, 3)
      cells["f_number"] = NumberText.plain(estimate.exposure.fNumber)
      cells["exposure_time"] = NumberText.plain(estimate.exposure.exposureTime)
      cells["iso"] = NumberText.plain(estimate.exposure.iso)
      cells["bias"] = NumberText.plain(estimate.exposure.bias)
      cells["bias_source"] = cells["bias_source"] ?? "not recorded; 0 assumed"
      cells["device"] = estimate.device.id
      cells["device_choice"] = choice.rawValue
      cells["calibration"] = estimate.device.calibration.status.name
    case .failed(let error):
      cells["status"] = "failed"
      cells["error_code"] = error.code
      cells["error"] = MetadataErrorText.reason(error)
    case .skipped:
      cells["status"] = "skipped"
    }
    return table.row(cells)
  }
}
