/// The fields of one spot and one reading in an archive file, shared by the JSON and CSV
/// forms, and their conversion to checked values with a path naming any bad field.
struct SpotFields: Codable, Hashable {
  var name: String
  var room: String?
  var notes: String?
  var latitude: Double?
  var hemisphere: String?
  var created: String
  /// The spot's device (store version 7); absent when it has none.
  var device: String?

  init(_ spot: NewSpot) {
    name = spot.name
    room = spot.room
    notes = spot.notes
    latitude = spot.location.latitude
    hemisphere = if case .hemisphere(let value) = spot.location { value.rawValue } else { nil }
    created = spot.createdAt.iso8601
    device = spot.deviceID
  }

  init(
    name: String, room: String?, notes: String?, latitude: Double?, hemisphere: String?,
    created: String, device: String? = nil
  ) {
    self.name = name
    self.room = room
    self.notes = notes
    self.latitude = latitude
    self.hemisphere = hemisphere
    self.created = created
    self.device = device
  }

  /// The checked spot; `path` prefixes the field names of errors.
  func spot(file: String, path: String) throws(DataError) -> NewSpot {
    func fail(_ field: String, _ reason: DataError.Reason) -> DataError {
      DataError(file: file, field: path + field, reason: reason)
    }
    guard let createdAt = Timestamp(iso8601: created) else {
      throw fail("created", .notATimestamp)
    }
    let location: SpotLocation
    switch (latitude, hemisphere) {
    case (let latitude?, nil): location = .latitude(latitude)
    case (nil, let text?):
      guard let value = Hemisphere(rawValue: text) else {
        throw fail("hemisphere", .oneOf(["north", "south"]))
      }
      location = .hemisphere(value)
    case (nil, nil): location = .unspecified
    default: throw fail("hemisphere", .excludes("latitude"))
    }
    do {
      return try NewSpot(
        name: name, room: room, notes: notes, location: location, createdAt: createdAt,
        deviceID: device)
    } catch {
      switch error {
      case .invalidName(_, let problem): throw fail("name", .spotText(problem))
      case .invalidText(let field, let problem): throw fail(field.rawValue, .spotText(problem))
      case .invalidLatitude(let value):
        throw fail("latitude", .outOfRange(value, .from(-90, to: 90)))
      case .invalidDevice: throw fail("device", .idLength(1...NewSpot.maxDeviceLength))
      default: throw fail("", .undecodable)
      }
    }
  }
}

/// The fields of one reading in an archive file.
struct ReadingFields: Codable, Hashable {
  struct CalibrationFields: Codable, Hashable {
    var status: String
    var date: String?
    var constantLux: Double
    var constantSigmaEV: Double
  }

  struct Settings: Codable, Hashable {
    var fNumber: Double
    var exposureTime: Double
    var iso: Double
    var bias: Double
  }

  struct ErrorFields: Codable, Hashable {
    var deviceSigmaEV: Double
    var deviceUpwardEV: Double
    var sceneSigmaEV: Double
    var randomSigmaEV: Double
  }

  struct Lux: Codable, Hashable {
    var kind: String
    var point: Double?
    var lower: Double?
    var upper: Double?
    var confidence: Double
  }

  var time: String
  var source: String
  var file: String?
  var device: String
  var calibration: CalibrationFields
  var settings: Settings
  var ev100: Double
  var sceneEV: Double
  var observedSpreadEV: Double?
  var error: ErrorFields
  var lux: Lux
  var band: String
  var limitCheck: String
  /// `bright-end`, `dark-end` or `clipped` for a bound; absent for a value, and in files
  /// written before bound reasons were kept (format 1), where it is worked out from the
  /// value and the limit check.
  var boundReason: String?
  /// `true` for a reading saved with `spot measure --force` (store version 7); absent
  /// otherwise. Absent on a reading brighter than the sun (``ImplausibleReading``), it is
  /// taken as `true`.
  var forced: Bool?

  init(_ reading: Reading) {
    time = reading.takenAt.iso8601
    source = reading.source.kind
    file = reading.source.file
    device = reading.deviceID
    calibration = CalibrationFields(
      status: reading.calibration.statusName, date: reading.calibration.date,
      constantLux: reading.calibration.constantLux,
      constantSigmaEV: reading.calibration.constantSigmaEV)
    let exposure = reading.exposure
    settings = Settings(
      fNumber: exposure.fNumber, exposureTime: exposure.exposureTime, iso: exposure.iso,
      bias: exposure.bias)
    ev100 = reading.ev100
    sceneEV = reading.sceneEV
    observedSpreadEV = reading.observedSpreadEV
    let uncertainty = reading.uncertainty
    error = ErrorFields(
      deviceSigmaEV: uncertainty.deviceSigmaEV, deviceUpwardEV: uncertainty.deviceUpwardEV,
      sceneSigmaEV: uncertainty.sceneSigmaEV, randomSigmaEV: uncertainty.randomSigmaEV)
    lux = Lux(
      kind: reading.value.kindName, point: reading.value.point, lower: reading.value.lowerLux,
      upper: reading.value.upperLux, confidence: reading.confidence.level)
    band = reading.bandID
    limitCheck = reading.limitCheck.rawValue
    boundReason = reading.boundReason?.rawValue
    forced = reading.isForced ? true : nil
  }

  init(
    time: String, source: String, file: String?, device: String,
    calibration: CalibrationFields, settings: Settings, ev100: Double, sceneEV: Double,
    observedSpreadEV: Double?, error: ErrorFields, lux: Lux, band: String, limitCheck: String,
    boundReason: String?, forced: Bool? = nil
  ) {
    self.forced = forced
    self.time = time
    self.source = source
    self.file = file
    self.device = device
    self.calibration = calibration
    self.settings = settings
    self.ev100 = ev100
    self.sceneEV = sceneEV
    self.observedSpreadEV = observedSpreadEV
    self.error = error
    self.lux = lux
    self.band = band
    self.limitCheck = limitCheck
    self.boundReason = boundReason
  }

  /// The longest file name or device id accepted, in characters.
  static let maxTextLength = 1_000

  /// The checked reading; `path` prefixes the field names of errors.
  func reading(file: String, path: String) throws(DataError) -> Reading {
    func fail(_ field: String, _ reason: DataError.Reason) -> DataError {
      DataError(file: file, field: path + field, reason: reason)
    }
    guard let takenAt = Timestamp(iso8601: time) else {
      throw fail("time", .notATimestamp)
    }
    guard let source = ReadingSource(kind: source, file: self.file),
      (self.file?.count ?? 0) <= Self.maxTextLength
    else {
      throw fail("source", .readingSource)
    }
    guard device.count <= Self.maxTextLength, band.count <= Self.maxTextLength else {
      throw fail(
        device.count > Self.maxTextLength ? "device" : "band", .tooLong(maximum: Self.maxTextLength)
      )
    }
    guard ["nominal", "measured"].contains(calibration.status),
      let record = ReadingCalibration(
        isMeasured: calibration.status == "measured", date: calibration.date,
        constantLux: calibration.constantLux, constantSigmaEV: calibration.constantSigmaEV)
    else {
      throw fail("calibration", .readingCalibration)
    }
    let exposure: Exposure
    do {
      exposure = try Exposure(
        fNumber: settings.fNumber, exposureTime: settings.exposureTime, iso: settings.iso,
        bias: settings.bias)
    } catch {
      throw fail("settings.\(error.field.rawValue)", error.dataReason)
    }
    guard
      let uncertainty = ReadingUncertainty(
        deviceSigmaEV: error.deviceSigmaEV, deviceUpwardEV: error.deviceUpwardEV,
        sceneSigmaEV: error.sceneSigmaEV, randomSigmaEV: error.randomSigmaEV)
    else {
      let sizes = [
        ("deviceSigmaEV", error.deviceSigmaEV), ("deviceUpwardEV", error.deviceUpwardEV),
        ("sceneSigmaEV", error.sceneSigmaEV), ("randomSigmaEV", error.randomSigmaEV),
      ]
      let range = 0...ReadingUncertainty.maxSigmaEV
      let bad = sizes.first { !($0.1.isFinite && range.contains($0.1)) } ?? sizes[0]
      throw fail("error." + bad.0, .outOfRange(bad.1, .from(0, to: range.upperBound)))
    }
    guard let confidence = Confidence(lux.confidence) else {
      throw fail("lux.confidence", .outOfRange(lux.confidence, .from(0.5, to: 0.999)))
    }
    guard
      let value = LuxValue(
        kind: lux.kind, point: lux.point, lower: lux.lower, upper: lux.upper,
        confidence: confidence)
    else {
      throw fail("lux", .luxShape)
    }
    guard let check = LimitCheck(rawValue: limitCheck) else {
      throw fail("limitCheck", .oneOf(LimitCheck.allCases.map(\.rawValue)))
    }
    // A file without the field (format 1) gets the reason its value and limit check give.
    let reason: ReadingBound?
    if let boundReason {
      guard let given = ReadingBound(rawValue: boundReason) else {
        throw fail("boundReason", .oneOf(ReadingBound.allCases.map(\.rawValue)))
      }
      reason = given
    } else {
      reason = ReadingBound(value: value, limitCheck: check)
    }
    do {
      var reading = try Reading(
        takenAt: takenAt, source: source, deviceID: device, calibration: record,
        exposure: exposure, ev100: ev100, sceneEV: sceneEV, observedSpreadEV: observedSpreadEV,
        uncertainty: uncertainty, value: value, confidence: confidence, bandID: band,
        limitCheck: check, boundReason: reason)
      // A reading no spot can have, from a file written before the rule, is flagged as
      // `spot measure` would have refused it (ImplausibleReading).
      reading.isForced = forced ?? (ImplausibleReading.brightness(value) != nil)
      return reading
    } catch {
      throw error.inFile(file).inField(path)
    }
  }
}
