extension PhotoJSON {
  /// The line as ``JSONLine/encode(_:)`` writes it, written directly (``JSONObjectWriter``):
  /// for a line without `--explain`, the hot path of `lux --json DIR`. `nil` for an explained
  /// line (metadata, words, the error model), which `JSONLine` writes.
  var directLine: String? {
    guard metadata == nil, note == nil, estimate?.error == nil else { return nil }
    if let estimate, !Self.isWordless(estimate) { return nil }
    var line = JSONObjectWriter(capacity: 768)
    if let error {
      line.addObject("error") { object in
        object.add("code", error.code)
        object.add("message", error.message)
        object.add("offset", error.offset)
      }
    }
    if let estimate {
      line.addObject("estimate") { object in Self.write(estimate, to: &object) }
    }
    line.add("file", file)
    if let provenance {
      line.addObject("provenance") { object in
        object.add("bias", provenance.bias)
        object.add("device", provenance.device)
        object.add("exposureTime", provenance.exposureTime)
        object.add("fNumber", provenance.fNumber)
        object.add("iso", provenance.iso)
      }
    }
    line.add("status", status)
    return line.close()
  }

  /// Whether `estimate` has no words (then it is written directly).
  private static func isWordless(_ estimate: EstimateJSON) -> Bool {
    let band = estimate.band
    return estimate.lux.text == nil && band.name == nil && band.summary == nil
      && estimate.device.name == nil && estimate.device.calibrationWording == nil
  }

  /// Writes an estimate without words into `object`.
  private static func write(_ estimate: EstimateJSON, to object: inout JSONObjectWriter) {
    let band = estimate.band
    object.addObject("band") { object in
      object.add("confident", band.confident)
      object.add("id", band.id)
      object.add("kind", band.kind)
      object.add("pointBand", band.pointBand)
      object.add("possible", strings: band.possible)
      if let probabilities = band.probabilities {
        object.addObject("probabilities") { map in
          for (id, probability) in probabilities.sorted(by: { $0.key < $1.key }) {
            map.add(key: id, probability)
          }
        }
      }
      object.add("straddles", band.straddles)
    }
    object.addObject("device") { device in
      device.add("calibration", estimate.device.calibration)
      device.add("id", estimate.device.id)
    }
    object.add("ev100", estimate.ev100)
    object.add("limitCheck", estimate.limitCheck)
    object.addObject("lux") { lux in
      lux.add("confidence", estimate.lux.confidence)
      lux.add("kind", estimate.lux.kind)
      lux.add("lower", estimate.lux.lower)
      lux.add("point", estimate.lux.point)
      lux.add("upper", estimate.lux.upper)
    }
    object.add("notes", objects: estimate.notes) { note, object in note.write(to: &object) }
    object.add("sceneEV", estimate.sceneEV)
    object.addObject("settings") { settings in
      settings.add("bias", estimate.settings.bias)
      settings.add("exposureTime", estimate.settings.exposureTime)
      settings.add("fNumber", estimate.settings.fNumber)
      settings.add("iso", estimate.settings.iso)
    }
  }
}

extension NoteJSON {
  /// Writes the note's fields into `object`, as ``JSONLine/encode(_:)`` orders them.
  func write(to object: inout JSONObjectWriter) {
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
    object.add("others", objects: others) { count, object in
      object.add("device", count.device)
      object.add("readings", count.readings)
    }
    object.add("photoHemisphere", photoHemisphere)
    object.add("profile", profile)
    object.add("profileFNumber", profileFNumber)
    object.add("seconds", seconds)
    object.add("spot", spot)
    object.add("spotHemisphere", spotHemisphere)
    object.add("spotLocation", spotLocation)
    object.add("upper", upper)
  }
}
