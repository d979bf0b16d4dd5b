/// The rules that choose ``PhotoMetadata``'s fields from decoded entries (see its table).
struct ExifFields {
  let entries: [ExifEntry]

  init(_ entries: [ExifEntry]) { self.entries = entries }

  /// The winning entry for `tag`: GPS tags only from the GPS IFD, other tags by rank.
  func entry(_ tag: ExifTag) -> ExifEntry? {
    let isGPS = ExifTag.gps[tag.id] == tag
    var best: ExifEntry?
    for entry in entries where entry.tag == tag && (entry.directory == .gps) == isGPS {
      if best.map({ entry.directory.rank < $0.directory.rank }) ?? true { best = entry }
    }
    return best
  }

  private func value<T>(_ tag: ExifTag, _ value: T, rule: Provenance.Rule = .tag)
    -> MetadataValue<T>?
  {
    guard let entry = entry(tag) else { return nil }
    return MetadataValue(value, from: Provenance(tag: tag, directory: entry.directory, rule: rule))
  }

  /// The first value of `tag` as a finite number.
  func number(_ tag: ExifTag) -> MetadataValue<Double>? {
    guard let number = entry(tag)?.value.number, number.isFinite else { return nil }
    return value(tag, number)
  }

  /// The text of `tag`, when not empty.
  func text(_ tag: ExifTag) -> MetadataValue<String>? {
    guard let text = entry(tag)?.value.stringValue, !text.isEmpty else { return nil }
    return value(tag, text)
  }

  // MARK: - Exposure settings

  /// FNumber when positive, else 2^(Av/2) from ApertureValue (|Av| < 100, as ExifTool).
  var fNumber: MetadataValue<Double>? {
    if let direct = number(.fNumber), direct.value > 0 { return direct }
    guard let av = entry(.apertureValue)?.value.number, abs(av) < 100 else { return nil }
    return value(.apertureValue, Math.exp2(av / 2), rule: .fallback(replacing: .fNumber))
  }

  /// ExposureTime when positive, else 2^(−Tv) from ShutterSpeedValue (|Tv| < 100, as ExifTool).
  var exposureTime: MetadataValue<Double>? {
    if let direct = number(.exposureTime), direct.value > 0 { return direct }
    guard let tv = entry(.shutterSpeedValue)?.value.number, abs(tv) < 100 else { return nil }
    return value(.shutterSpeedValue, Math.exp2(-tv), rule: .fallback(replacing: .exposureTime))
  }

  /// PhotographicSensitivity unless missing or 65,535; else, in a Panasonic RW2, the ISO of its
  /// IFD0 (tag 0x0017); else the sensitivity tags, those
  /// SensitivityType names first (REI before ISO speed before SOS), then any other present.
  ///
  /// REI comes first because it is the exposure index the camera's meter used, which is what
  /// EV100 needs; ISO speed and SOS describe the sensor's noise and output instead. Source:
  /// CIPA DC-004 and Exif 2.32 §4.6.5 (SensitivityType).
  var iso: MetadataValue<Double>? {
    if let direct = number(.photographicSensitivity), direct.value != 65_535 { return direct }
    if let panasonic = number(.panasonicISO), panasonic.value > 0, panasonic.value != 65_535 {
      return panasonic
    }
    let type = entry(.sensitivityType)?.value.number.flatMap { Int(exactly: $0) }
    let named: [ExifTag]
    switch type {
    case 1: named = [.standardOutputSensitivity]
    case 2: named = [.recommendedExposureIndex]
    case 3: named = [.isoSpeed]
    case 4: named = [.recommendedExposureIndex, .standardOutputSensitivity]
    case 5: named = [.isoSpeed, .standardOutputSensitivity]
    case 6: named = [.recommendedExposureIndex, .isoSpeed]
    default: named = [.recommendedExposureIndex, .isoSpeed, .standardOutputSensitivity]
    }
    let order =
      named
      + [.recommendedExposureIndex, .isoSpeed, .standardOutputSensitivity].filter {
        !named.contains($0)
      }
    for tag in order {
      if let found = number(tag), found.value > 0 {
        let rule: Provenance.Rule =
          if named.contains(tag) {
            .sensitivityType(type)
          } else {
            .sensitivityTypeOther(type ?? 0, named: named)
          }
        return value(tag, found.value, rule: rule)
      }
    }
    return nil
  }

  /// BrightnessValue unless its numerator is FFFFFFFF.H: "if the numerator of the recorded
  /// value is FFFFFFFF.H, Unknown shall be indicated" (Exif 2.32, BrightnessValue).
  ///
  /// The tag is SRATIONAL, so those bits read −1 as a signed numerator: −1/1 is unknown, as the
  /// standard says, although ExifTool reports it as −1. The corpus agrees with the standard:
  /// its one such file (a Motorola XT1575 at f/2, 1/2000 s, ISO 50, LightValue 13.9) cannot
  /// have seen Bv −1, about 11 stops darker than its exposure (docs/metadata.md).
  var brightness: MetadataValue<Double>? {
    if case .rationals(let values) = entry(.brightnessValue)?.value, let first = values.first,
      first.numerator == -1 || first.numerator == 0xFFFF_FFFF
    {
      return nil
    }
    return number(.brightnessValue)
  }

  // MARK: - Time and place

  /// DateTimeOriginal, with OffsetTimeOriginal when recorded and well formed.
  var dateTimeOriginal: MetadataValue<CaptureDate>? {
    guard let text = entry(.dateTimeOriginal)?.value.stringValue else { return nil }
    let offset = entry(.offsetTimeOriginal)?.value.stringValue
    guard let date = CaptureDate(exif: text, offset: offset) else { return nil }
    return value(
      .dateTimeOriginal, date,
      rule: date.utcOffsetMinutes == nil ? .tag : .combined(with: .offsetTimeOriginal))
  }

  /// Degrees + minutes/60 + seconds/3600, negative when the Ref tag starts with `negative`;
  /// `nil` without the Ref tag (as ExifTool's composite), with an undefined part, or beyond
  /// ±`limit`.
  func coordinate(_ tag: ExifTag, reference: ExifTag, negative: String, limit: Double)
    -> MetadataValue<Double>?
  {
    guard let parts = entry(tag)?.value.numbers, !parts.isEmpty,
      let ref = entry(reference)?.value.stringValue
    else { return nil }
    var degrees = 0.0
    for (index, part) in parts.prefix(3).enumerated() {
      guard let part else { return nil }
      degrees += part / [1, 60, 3600][index]
    }
    if ref.uppercased().hasPrefix(negative) { degrees = -degrees }
    guard degrees.isFinite, abs(degrees) <= limit else { return nil }
    return value(tag, degrees, rule: .combined(with: reference))
  }
}
