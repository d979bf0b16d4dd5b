/// The exposure metadata of one photo: the settings the camera chose, who made the camera, when
/// and where the photo was taken, each value with where it came from.
///
/// Made by ``MetadataReader`` from the Exif block of any supported format. Every field is
/// optional: a value the file does not record, or records as unknown, is `nil`, never a
/// sentinel. The rules that choose a value when a tag is missing are those of ExifTool, whose
/// readings the tests compare against (docs/metadata.md):
///
/// | field | tag | fallback |
/// |---|---|---|
/// | ``fNumber`` | FNumber (0x829D) | ApertureValue (0x9202): N = 2^(Av/2), when FNumber is missing or 0 |
/// | ``exposureTime`` | ExposureTime (0x829A) | ShutterSpeedValue (0x9201): t = 2^(−Tv), when ExposureTime is missing or 0 |
/// | ``iso`` | PhotographicSensitivity (0x8827), first value | when missing or 65,535: PanasonicISO (0x0017, RW2 IFD0 only), then the tag SensitivityType (0x8830) names (REI 0x8832, ISOSpeed 0x8833, SOS 0x8831) |
/// | ``exposureBias`` | ExposureBiasValue (0x9204) | none |
/// | ``brightness`` | BrightnessValue (0x9203) | none; numerator 0xFFFFFFFF means unknown |
/// | ``make``, ``model``, ``lensModel`` | 0x010F, 0x0110, 0xA434 | none |
/// | ``dateTimeOriginal`` | DateTimeOriginal (0x9003) with OffsetTimeOriginal (0x9011) | none |
/// | ``latitude``, ``longitude`` | GPSLatitude/GPSLongitude with their Ref tags | none; south and west are negative |
///
/// A tag in the Exif IFD wins over the same tag in IFD0, which wins over later IFDs.
public struct PhotoMetadata: Sendable, Hashable {
  /// The file's path or name as the caller gave it.
  public let file: String
  /// The container format, detected from the bytes.
  public let format: ImageFormat
  /// The byte order of the Exif TIFF structure.
  public let byteOrder: ByteOrder
  /// The lens f-number N.
  public let fNumber: MetadataValue<Double>?
  /// The exposure time in seconds.
  public let exposureTime: MetadataValue<Double>?
  /// The ISO speed.
  public let iso: MetadataValue<Double>?
  /// The exposure compensation in EV.
  public let exposureBias: MetadataValue<Double>?
  /// The APEX brightness Bv as the camera computed it. Makers compute it inconsistently; it is
  /// reported, never used for an estimate (docs/metadata.md).
  public let brightness: MetadataValue<Double>?
  /// The camera maker, e.g. "Apple".
  public let make: MetadataValue<String>?
  /// The camera model, e.g. "iPhone 15 Pro".
  public let model: MetadataValue<String>?
  /// The lens model, e.g. "iPhone 15 Pro front camera 2.69mm f/1.9".
  public let lensModel: MetadataValue<String>?
  /// When the photo was taken.
  public let dateTimeOriginal: MetadataValue<CaptureDate>?
  /// Degrees north (negative south), −90 to 90.
  public let latitude: MetadataValue<Double>?
  /// Degrees east (negative west), −180 to 180.
  public let longitude: MetadataValue<Double>?
  /// Every decoded entry of the tags above, and of the tags the fallbacks use, in the order
  /// read.
  public let entries: [ExifEntry]
  /// Problems that did not stop the reading (a broken GPS IFD, an entry whose value lies
  /// outside the data).
  public let warnings: [MetadataError]

  /// Chooses the fields from decoded entries by the rules above.
  public init(
    file: String, format: ImageFormat, byteOrder: ByteOrder, entries: [ExifEntry],
    warnings: [MetadataError] = []
  ) {
    let fields = ExifFields(entries)
    self.file = file
    self.format = format
    self.byteOrder = byteOrder
    self.fNumber = fields.fNumber
    self.exposureTime = fields.exposureTime
    self.iso = fields.iso
    self.exposureBias = fields.number(.exposureBiasValue)
    self.brightness = fields.brightness
    self.make = fields.text(.make)
    self.model = fields.text(.model)
    self.lensModel = fields.text(.lensModel)
    self.dateTimeOriginal = fields.dateTimeOriginal
    self.latitude = fields.coordinate(
      .gpsLatitude, reference: .gpsLatitudeRef, negative: "S", limit: 90)
    self.longitude = fields.coordinate(
      .gpsLongitude, reference: .gpsLongitudeRef, negative: "W", limit: 180)
    self.entries = entries
    self.warnings = warnings
  }

  /// The first decoded entry for `tag` in the IFD that wins (Exif IFD, IFD0, later IFDs; the
  /// GPS IFD for GPS tags).
  public func entry(_ tag: ExifTag) -> ExifEntry? { ExifFields(entries).entry(tag) }
}
