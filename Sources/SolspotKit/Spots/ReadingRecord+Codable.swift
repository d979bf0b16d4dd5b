// A saved reading's JSON object, as `spot export` writes it and `--json` prints it
// (docs/store.md, "Export and import"): the record's fields under their own names, optional
// ones left out when absent. A code outside its set is refused naming the field and the value
// (``DataError/Reason/unknownValue(_:expected:)``), as every data file's codes are.

extension ReadingRecord: Codable {
  private enum CodingKeys: String, CodingKey {
    case time, source, file, device, calibration, settings, ev100, sceneEV, observedSpreadEV
    case error, lux, band, limitCheck, boundReason, forced
  }

  /// Reads the record from an export's reading object; checks the codes, not the figures.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      time: try container.decode(String.self, forKey: .time),
      source: try container.decodeCase(SourceKind.self, forKey: .source),
      file: try container.decodeIfPresent(String.self, forKey: .file),
      device: try container.decode(String.self, forKey: .device),
      calibration: try container.decode(Calibration.self, forKey: .calibration),
      settings: try container.decode(Settings.self, forKey: .settings),
      ev100: try container.decode(Double.self, forKey: .ev100),
      sceneEV: try container.decode(Double.self, forKey: .sceneEV),
      observedSpreadEV: try container.decodeIfPresent(Double.self, forKey: .observedSpreadEV),
      error: try container.decode(ErrorSizes.self, forKey: .error),
      lux: try container.decode(Lux.self, forKey: .lux),
      band: try container.decode(String.self, forKey: .band),
      limitCheck: try container.decodeCase(LimitCheck.self, forKey: .limitCheck),
      boundReason: try container.decodeCaseIfPresent(ReadingBound.self, forKey: .boundReason),
      forced: try container.decodeIfPresent(Bool.self, forKey: .forced))
  }

  /// Writes the record as an export's reading object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(time, forKey: .time)
    try container.encode(source.rawValue, forKey: .source)
    try container.encodeIfPresent(file, forKey: .file)
    try container.encode(device, forKey: .device)
    try container.encode(calibration, forKey: .calibration)
    try container.encode(settings, forKey: .settings)
    try container.encode(ev100, forKey: .ev100)
    try container.encode(sceneEV, forKey: .sceneEV)
    try container.encodeIfPresent(observedSpreadEV, forKey: .observedSpreadEV)
    try container.encode(error, forKey: .error)
    try container.encode(lux, forKey: .lux)
    try container.encode(band, forKey: .band)
    try container.encode(limitCheck.rawValue, forKey: .limitCheck)
    try container.encodeIfPresent(boundReason?.rawValue, forKey: .boundReason)
    try container.encodeIfPresent(forced, forKey: .forced)
  }
}

extension ReadingRecord.Calibration: Codable {
  private enum CodingKeys: String, CodingKey {
    case status, date, constantLux, constantSigmaEV
  }

  /// Reads the calibration object; `status` must be `nominal` or `measured`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      status: try container.decodeCase(ReadingRecord.CalibrationStatus.self, forKey: .status),
      date: try container.decodeIfPresent(String.self, forKey: .date),
      constantLux: try container.decode(Double.self, forKey: .constantLux),
      constantSigmaEV: try container.decode(Double.self, forKey: .constantSigmaEV))
  }

  /// Writes the calibration object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(status.rawValue, forKey: .status)
    try container.encodeIfPresent(date, forKey: .date)
    try container.encode(constantLux, forKey: .constantLux)
    try container.encode(constantSigmaEV, forKey: .constantSigmaEV)
  }
}

extension ReadingRecord.Lux: Codable {
  private enum CodingKeys: String, CodingKey {
    case kind, point, lower, upper, confidence
  }

  /// Reads the value object; `kind` must be `estimate`, `atLeast` or `atMost`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      kind: try container.decodeCase(ReadingRecord.LuxKind.self, forKey: .kind),
      point: try container.decodeIfPresent(Double.self, forKey: .point),
      lower: try container.decodeIfPresent(Double.self, forKey: .lower),
      upper: try container.decodeIfPresent(Double.self, forKey: .upper),
      confidence: try container.decode(Double.self, forKey: .confidence))
  }

  /// Writes the value object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind.rawValue, forKey: .kind)
    try container.encodeIfPresent(point, forKey: .point)
    try container.encodeIfPresent(lower, forKey: .lower)
    try container.encodeIfPresent(upper, forKey: .upper)
    try container.encode(confidence, forKey: .confidence)
  }
}
