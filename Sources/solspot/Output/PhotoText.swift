import SolspotKit

/// `solspot lux PHOTO...` as text: one line per photo; the notes follow once (``PhotoNotes``).
enum PhotoText {
  /// "IMG_1.jpg: 540 lux (90% interval 300–1,300 lux); band low (>99% likely); EV100 7.76 from
  /// f/1.9, 1/60 s, ISO 100; Generic camera (generic), not calibrated: rough estimate;
  /// the category is the reliable part", with the fallbacks used, if any.
  static func line(path: String, estimate: LuxEstimate, metadata: PhotoMetadata) -> String {
    var parts = [
      estimate.value.text(in: Illuminance.unit),
      "band " + EstimateText.band(estimate),
      "EV100 \(NumberText.fixed(estimate.ev100, 2)) from \(ExposureText.settings(estimate.exposure))",
    ]
    parts += fallbacks(metadata)
    parts.append(
      "\(DeviceText.name(estimate.device)), \(DeviceText.calibration(estimate.device.calibration))")
    return "\(path): " + parts.joined(separator: "; ")
  }

  /// The camera in words, "Canon EOS R5", "Apple iPhone 13": the make and the model, without
  /// the make when the model already names it (Canon writes Make "Canon" and Model "Canon EOS
  /// R5", Nikon "NIKON CORPORATION" and "NIKON D850"): when the model starts with the make, or
  /// with the make's first word, ignoring case. `nil` when the photo records neither.
  static func camera(_ metadata: PhotoMetadata?) -> String? {
    camera(make: metadata?.make?.value, model: metadata?.model?.value)
  }

  /// ``camera(_:)`` from the Exif Make and Model.
  static func camera(make: String?, model: String?) -> String? {
    func given(_ text: String?) -> String? {
      guard let text, !text.allSatisfy(\.isWhitespace) else { return nil }
      return text
    }
    let make = given(make)
    let model = given(model)
    guard let make, let model else { return model ?? make }
    let makeWord = make.split(separator: " ").first.map { $0.lowercased() } ?? ""
    let modelWord = model.split(separator: " ").first.map { $0.lowercased() } ?? ""
    let named = model.lowercased().hasPrefix(make.lowercased()) || makeWord == modelWord
    return named ? model : make + " " + model
  }

  /// "ISO from RecommendedExposureIndex (0x8832, SensitivityType 2)" for every setting that did
  /// not come from its own tag.
  static func fallbacks(_ metadata: PhotoMetadata) -> [String] {
    let fields: [(String, Provenance?)] = [
      ("f-number", metadata.fNumber?.provenance),
      ("exposure time", metadata.exposureTime?.provenance),
      ("ISO", metadata.iso?.provenance),
    ]
    return fields.compactMap { name, provenance in
      guard let provenance, provenance.rule != .tag else { return nil }
      return "\(name) from " + ProvenanceText.source(provenance)
    }
  }
}
