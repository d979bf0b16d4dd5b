extension PhotoJSON {
  /// The line as ``JSONLine/encode(_:)`` writes it, written directly (``JSONObjectWriter``):
  /// for a line without `--explain`, the hot path of `lux --json DIR`. `nil` for an explained
  /// line (metadata, words, the error model), which `JSONLine` writes.
  var directLine: String? {
    guard metadata == nil, note == nil, estimate?.error == nil else { return nil }
    var line = JSONObjectWriter()
    if let error {
      var object = JSONObjectWriter()
      object.add("code", error.code)
      object.add("message", error.message)
      object.add("offset", error.offset)
      line.add("error", json: object.closed)
    }
    if let estimate {
      guard let json = Self.write(estimate) else { return nil }
      line.add("estimate", json: json)
    }
    line.add("file", file)
    if let provenance {
      var object = JSONObjectWriter()
      object.add("bias", provenance.bias)
      object.add("device", provenance.device)
      object.add("exposureTime", provenance.exposureTime)
      object.add("fNumber", provenance.fNumber)
      object.add("iso", provenance.iso)
      line.add("provenance", json: object.closed)
    }
    line.add("status", status)
    return line.closed
  }

  /// An estimate without words, or `nil` when it has some.
  private static func write(_ estimate: EstimateJSON) -> String? {
    let band = estimate.band
    guard estimate.lux.text == nil, band.name == nil, band.summary == nil,
      estimate.device.name == nil, estimate.device.calibrationWording == nil
    else { return nil }
    var object = JSONObjectWriter()
    var bandObject = JSONObjectWriter()
    bandObject.add("confident", band.confident)
    bandObject.add("id", band.id)
    bandObject.add("kind", band.kind)
    bandObject.add("pointBand", band.pointBand)
    bandObject.add(
      "possible",
      json: band.possible.map { ids in
        JSONObjectWriter.array(
          ids.map { id in
            var text = ""
            JSONObjectWriter.appendString(id, to: &text)
            return text
          })
      })
    if let probabilities = band.probabilities {
      var map = JSONObjectWriter()
      for (id, probability) in probabilities.sorted(by: { $0.key < $1.key }) {
        map.add(id, probability)
      }
      bandObject.add("probabilities", json: map.closed)
    }
    bandObject.add("straddles", band.straddles)
    object.add("band", json: bandObject.closed)
    var device = JSONObjectWriter()
    device.add("calibration", estimate.device.calibration)
    device.add("id", estimate.device.id)
    object.add("device", json: device.closed)
    object.add("ev100", estimate.ev100)
    object.add("limitCheck", estimate.limitCheck)
    var lux = JSONObjectWriter()
    lux.add("confidence", estimate.lux.confidence)
    lux.add("kind", estimate.lux.kind)
    lux.add("lower", estimate.lux.lower)
    lux.add("point", estimate.lux.point)
    lux.add("upper", estimate.lux.upper)
    object.add("lux", json: lux.closed)
    object.add("notes", json: JSONObjectWriter.array(estimate.notes.map(\.directObject)))
    object.add("sceneEV", estimate.sceneEV)
    var settings = JSONObjectWriter()
    settings.add("bias", estimate.settings.bias)
    settings.add("exposureTime", estimate.settings.exposureTime)
    settings.add("fNumber", estimate.settings.fNumber)
    settings.add("iso", estimate.settings.iso)
    object.add("settings", json: settings.closed)
    return object.closed
  }
}

extension NoteJSON {
  /// The note as ``JSONLine/encode(_:)`` writes it, written directly.
  var directObject: String {
    var object = JSONObjectWriter()
    object.add("bound", bound)
    object.add("camera", camera)
    object.add("code", code)
    object.add("conflict", conflict)
    object.add("device", device)
    object.add("earlierReadings", earlierReadings)
    object.add("fNumber", fNumber)
    object.add("frontProfile", frontProfile)
    object.add("generic", generic)
    object.add("latitude", latitude)
    object.add("lensModel", lensModel)
    object.add("likelyFNumber", likelyFNumber)
    object.add("lower", lower)
    object.add("make", make)
    object.add("message", message)
    object.add("model", model)
    object.add(
      "others",
      json: others.map { counts in
        JSONObjectWriter.array(
          counts.map { count in
            var object = JSONObjectWriter()
            object.add("device", count.device)
            object.add("readings", count.readings)
            return object.closed
          })
      })
    object.add("photoHemisphere", photoHemisphere)
    object.add("profile", profile)
    object.add("profileFNumber", profileFNumber)
    object.add("seconds", seconds)
    object.add("spot", spot)
    object.add("spotHemisphere", spotHemisphere)
    object.add("spotLocation", spotLocation)
    object.add("upper", upper)
    return object.closed
  }
}
