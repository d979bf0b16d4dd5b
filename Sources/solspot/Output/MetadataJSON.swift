import SolspotKit

/// The JSON form of ``PhotoMetadata`` (docs/cli.md, "Photo JSON"): each field's value with its
/// source and IFD; a field the photo does not record is left out.
struct MetadataJSON: Encodable {
  /// One value with where it came from.
  struct Field<Value: Encodable>: Encodable {
    let value: Value
    /// `FNumber (0x829D)`, `ApertureValue (0x9202) fallback`, …
    let source: String
    /// `IFD0`, `ExifIFD` or `GPS`.
    let directory: String

    init?<T>(_ field: MetadataValue<T>?, _ convert: (T) -> Value) {
      guard let field else { return nil }
      value = convert(field.value)
      source = ProvenanceText.source(field.provenance)
      directory = field.provenance.directory.groupName
    }
  }

  let format: String
  let byteOrder: String
  let fNumber: Field<Double>?
  let exposureTime: Field<Double>?
  let iso: Field<Double>?
  let exposureBias: Field<Double>?
  let brightness: Field<Double>?
  let make: Field<String>?
  let model: Field<String>?
  let lensModel: Field<String>?
  let dateTimeOriginal: Field<String>?
  let latitude: Field<Double>?
  let longitude: Field<Double>?
  let warnings: [String]

  init(_ metadata: PhotoMetadata) {
    format = metadata.format.rawValue
    byteOrder = metadata.byteOrder.rawValue
    fNumber = Field(metadata.fNumber) { JSONLine.significant($0, 10) }
    exposureTime = Field(metadata.exposureTime) { JSONLine.significant($0, 10) }
    iso = Field(metadata.iso) { $0 }
    exposureBias = Field(metadata.exposureBias) { JSONLine.significant($0, 10) }
    brightness = Field(metadata.brightness) { JSONLine.significant($0, 10) }
    make = Field(metadata.make) { $0 }
    model = Field(metadata.model) { $0 }
    lensModel = Field(metadata.lensModel) { $0 }
    dateTimeOriginal = Field(metadata.dateTimeOriginal) { $0.iso8601 }
    latitude = Field(metadata.latitude) { JSONLine.decimals($0, 7) }
    longitude = Field(metadata.longitude) { JSONLine.decimals($0, 7) }
    warnings = metadata.warnings.map(MetadataErrorText.reason)
  }
}

/// The JSON form of one decoded Exif entry, for `solspot exif --json`.
struct ExifEntryJSON: Encodable {
  let directory: String
  let tag: String
  let id: String
  let type: String
  let count: UInt64
  /// The values as numbers (`null` for an undefined fraction); absent for text.
  let values: [Double?]?
  /// The values as stored: `18/10`, `100`, the text.
  let text: String

  init(_ entry: ExifEntry) {
    directory = entry.directory.groupName
    tag = entry.tag.name
    id = entry.tag.hexID
    type = entry.type.name
    count = entry.count
    values = entry.value.stringValue == nil ? entry.value.numbers : nil
    text = ExifText.stored(entry.value)
  }
}
