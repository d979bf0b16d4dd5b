/// An Exif or TIFF tag the reader decodes: its number and its name in the Exif standard.
///
/// Names follow Exif 2.32 (CIPA DC-008-2019), which ExifTool also uses except where noted:
/// ExifTool calls `PhotographicSensitivity` "ISO", the Exif IFD pointer "ExifOffset" and the GPS
/// IFD pointer "GPSInfo".
///
/// The CLI writes a tag with its number, `FNumber (0x829D)` (`Output/ProvenanceText`).
public struct ExifTag: Sendable, Hashable {
  /// The tag number, e.g. 0x829D.
  public let id: UInt16
  /// The name, e.g. `FNumber`.
  public let name: String

  /// Creates a tag.
  public init(_ id: UInt16, _ name: String) {
    self.id = id
    self.name = name
  }

  /// The number as four upper-case hex digits: `0x829D`.
  public var hexID: String { Self.hex(id) }

  /// `0x829D`: four upper-case hex digits.
  static func hex(_ id: UInt16) -> String {
    let digits = Array("0123456789ABCDEF")
    let text = (0..<4).reversed().map { digits[Int((id >> (UInt16($0) * 4)) & 0xF)] }
    return "0x" + String(text)
  }

  // MARK: - IFD0 and the Exif IFD

  /// The camera maker, ASCII. Source: TIFF 6.0; Exif 2.32 §4.6.4.
  public static let make = ExifTag(0x010F, "Make")
  /// The camera model, ASCII.
  public static let model = ExifTag(0x0110, "Model")
  /// The offset of the Exif IFD (ExifTool: `ExifOffset`).
  public static let exifIFD = ExifTag(0x8769, "ExifIFDPointer")
  /// The offset of the GPS IFD (ExifTool: `GPSInfo`).
  public static let gpsIFD = ExifTag(0x8825, "GPSInfoIFDPointer")
  /// The exposure time in seconds, RATIONAL.
  public static let exposureTime = ExifTag(0x829A, "ExposureTime")
  /// The f-number, RATIONAL.
  public static let fNumber = ExifTag(0x829D, "FNumber")
  /// The ISO speed, SHORT (ExifTool: `ISO`; Exif 2.2: `ISOSpeedRatings`). 65,535 means "65,535
  /// or more"; the value is then in one of the sensitivity tags named by `SensitivityType`.
  public static let photographicSensitivity = ExifTag(0x8827, "PhotographicSensitivity")
  /// Which of the sensitivity tags below hold values, SHORT: 1 SOS, 2 REI, 3 ISO speed,
  /// 4 SOS+REI, 5 SOS+ISO speed, 6 REI+ISO speed, 7 all three, 0 unknown.
  public static let sensitivityType = ExifTag(0x8830, "SensitivityType")
  /// The standard output sensitivity (ISO 12232), LONG.
  public static let standardOutputSensitivity = ExifTag(0x8831, "StandardOutputSensitivity")
  /// The recommended exposure index (ISO 12232), LONG: the ISO the camera's meter assumed.
  public static let recommendedExposureIndex = ExifTag(0x8832, "RecommendedExposureIndex")
  /// The ISO speed (ISO 12232), LONG.
  public static let isoSpeed = ExifTag(0x8833, "ISOSpeed")
  /// When the photo was taken, `YYYY:MM:DD HH:MM:SS`, local time.
  public static let dateTimeOriginal = ExifTag(0x9003, "DateTimeOriginal")
  /// The UTC offset of `DateTimeOriginal`, `±HH:MM` (Exif 2.31).
  public static let offsetTimeOriginal = ExifTag(0x9011, "OffsetTimeOriginal")
  /// The APEX shutter speed Tv = −log2 t, SRATIONAL.
  public static let shutterSpeedValue = ExifTag(0x9201, "ShutterSpeedValue")
  /// The APEX aperture Av = 2·log2 N, RATIONAL.
  public static let apertureValue = ExifTag(0x9202, "ApertureValue")
  /// The APEX brightness Bv, SRATIONAL; numerator 0xFFFFFFFF means unknown.
  public static let brightnessValue = ExifTag(0x9203, "BrightnessValue")
  /// The exposure compensation in EV, SRATIONAL (ExifTool: `ExposureCompensation`).
  public static let exposureBiasValue = ExifTag(0x9204, "ExposureBiasValue")
  /// The lens model, ASCII, e.g. "iPhone 15 Pro front camera 2.69mm f/1.9".
  public static let lensModel = ExifTag(0xA434, "LensModel")

  /// The ISO speed in IFD0 of a Panasonic RW2 file, SHORT; RW2 files may have no
  /// PhotographicSensitivity. Source: ExifTool `lib/Image/ExifTool/PanasonicRaw.pm` (tag 0x0017,
  /// which ExifTool calls `ISO`).
  public static let panasonicISO = ExifTag(0x0017, "PanasonicISO")

  // MARK: - The GPS IFD

  /// `N` or `S`.
  public static let gpsLatitudeRef = ExifTag(0x0001, "GPSLatitudeRef")
  /// Degrees, minutes and seconds, three RATIONALs.
  public static let gpsLatitude = ExifTag(0x0002, "GPSLatitude")
  /// `E` or `W`.
  public static let gpsLongitudeRef = ExifTag(0x0003, "GPSLongitudeRef")
  /// Degrees, minutes and seconds, three RATIONALs.
  public static let gpsLongitude = ExifTag(0x0004, "GPSLongitude")

  /// The tags decoded in IFD0, the Exif IFD and any other main IFD.
  static let main: [UInt16: ExifTag] = Dictionary(
    uniqueKeysWithValues: [
      make, model, exifIFD, gpsIFD, exposureTime, fNumber, photographicSensitivity,
      sensitivityType, standardOutputSensitivity, recommendedExposureIndex, isoSpeed,
      dateTimeOriginal, offsetTimeOriginal, shutterSpeedValue, apertureValue, brightnessValue,
      exposureBiasValue, lensModel,
    ].map { ($0.id, $0) })

  /// The tags decoded in IFD0 of a Panasonic RW2 file.
  static let panasonicRaw: [UInt16: ExifTag] = main.merging([panasonicISO.id: panasonicISO]) {
    first, _ in first
  }

  /// The tags decoded in the GPS IFD.
  static let gps: [UInt16: ExifTag] = Dictionary(
    uniqueKeysWithValues: [gpsLatitudeRef, gpsLatitude, gpsLongitudeRef, gpsLongitude].map {
      ($0.id, $0)
    })
}
