import Testing

@testable import SolspotKit

@Suite("Choosing fields and fallbacks")
struct ExifFieldsTests {
  static func entry(
    _ tag: ExifTag, _ value: ExifValue, in directory: ExifDirectory = .exif,
    type: ExifFieldType = .short
  ) -> ExifEntry {
    ExifEntry(directory: directory, tag: tag, type: type, count: 1, value: value)
  }

  static func metadata(_ entries: [ExifEntry]) -> PhotoMetadata {
    PhotoMetadata(file: "t", format: .jpeg, byteOrder: .bigEndian, entries: entries)
  }

  struct ISOCase: CustomTestStringConvertible, Sendable {
    let name: String
    let entries: [ExifEntry]
    let iso: Double?
    let source: Provenance?
    var testDescription: String { name }
  }

  static let isoCases: [ISOCase] = [
    ISOCase(
      name: "PhotographicSensitivity",
      entries: [entry(.photographicSensitivity, .integers([200, 0]))],
      iso: 200, source: Provenance(tag: .photographicSensitivity, directory: .exif)),
    ISOCase(
      name: "65535 and type 4 prefers REI over SOS",
      entries: [
        entry(.photographicSensitivity, .integers([65535])),
        entry(.sensitivityType, .integers([4])),
        entry(.standardOutputSensitivity, .integers([128_000])),
        entry(.recommendedExposureIndex, .integers([100_000])),
      ], iso: 100_000,
      source: Provenance(
        tag: .recommendedExposureIndex, directory: .exif, rule: .sensitivityType(4))),
    ISOCase(
      name: "type 5 prefers ISO speed over SOS",
      entries: [
        entry(.sensitivityType, .integers([5])),
        entry(.standardOutputSensitivity, .integers([3200])),
        entry(.isoSpeed, .integers([2500])),
      ], iso: 2500,
      source: Provenance(tag: .isoSpeed, directory: .exif, rule: .sensitivityType(5))),
    ISOCase(
      name: "a type naming an absent tag falls back to any present one",
      entries: [
        entry(.sensitivityType, .integers([1])), entry(.recommendedExposureIndex, .integers([640])),
      ],
      iso: 640,
      source: Provenance(
        tag: .recommendedExposureIndex, directory: .exif,
        rule: .sensitivityTypeOther(1, named: [.standardOutputSensitivity]))),
    ISOCase(
      name: "type 3 names ISO speed; REI stands in and says so",
      entries: [
        entry(.photographicSensitivity, .integers([65535])),
        entry(.sensitivityType, .integers([3])), entry(.recommendedExposureIndex, .integers([800])),
      ],
      iso: 800,
      source: Provenance(
        tag: .recommendedExposureIndex, directory: .exif,
        rule: .sensitivityTypeOther(3, named: [.isoSpeed]))),
    ISOCase(
      name: "no type: REI", entries: [entry(.recommendedExposureIndex, .integers([400]))], iso: 400,
      source: Provenance(
        tag: .recommendedExposureIndex, directory: .exif, rule: .sensitivityType(nil))),
    ISOCase(
      name: "65535 alone is unknown",
      entries: [entry(.photographicSensitivity, .integers([65535]))],
      iso: nil, source: nil),
    ISOCase(
      name: "RW2 IFD0 ISO", entries: [entry(.panasonicISO, .integers([80]), in: .ifd(0))], iso: 80,
      source: Provenance(tag: .panasonicISO, directory: .ifd(0))),
  ]

  @Test("ISO: PhotographicSensitivity, else the sensitivity tags", arguments: isoCases)
  func iso(_ row: ISOCase) {
    let iso = Self.metadata(row.entries).iso
    #expect(iso?.value == row.iso)
    #expect(iso?.provenance == row.source)
  }

  @Test("the Exif IFD wins over IFD0, which wins over IFD1")
  func directoryRank() {
    let entries = [
      Self.entry(.fNumber, .rationals([ExifRational(40, 10)]), in: .ifd(1)),
      Self.entry(.fNumber, .rationals([ExifRational(28, 10)]), in: .exif),
      Self.entry(.fNumber, .rationals([ExifRational(56, 10)]), in: .ifd(0)),
    ]
    #expect(Self.metadata(entries).fNumber?.value == 2.8)
    #expect(Self.metadata(entries).fNumber?.provenance.directory == .exif)
    #expect(Self.metadata([entries[0], entries[2]]).fNumber?.value == 5.6)
  }

  @Test("APEX fallbacks: N = 2^(Av/2), t = 2^(−Tv), only for |value| < 100")
  func apex() {
    let metadata = Self.metadata([
      Self.entry(.fNumber, .rationals([ExifRational(0, 1)])),
      Self.entry(.apertureValue, .rationals([ExifRational(5, 1)])),
      Self.entry(.shutterSpeedValue, .rationals([ExifRational(-2, 1)])),
    ])
    #expect(abs((metadata.fNumber?.value ?? 0) - 5.656854249) < 1e-9)
    #expect(metadata.fNumber?.provenance.rule == .fallback(replacing: .fNumber))
    #expect(metadata.exposureTime?.value == 4)
    let absurd = Self.metadata([
      Self.entry(.shutterSpeedValue, .rationals([ExifRational(-2_147_483_648, 1)]))
    ])
    #expect(absurd.exposureTime == nil)
  }

  @Test("undefined fractions and unknown brightness are absent, not numbers")
  func unknowns() {
    let metadata = Self.metadata([
      Self.entry(.exposureTime, .rationals([ExifRational(1, 0)])),
      Self.entry(.brightnessValue, .rationals([ExifRational(-1, 1)]), type: .srational),
      Self.entry(.exposureBiasValue, .rationals([ExifRational(0, 0)])),
    ])
    #expect(metadata.exposureTime == nil)
    #expect(metadata.brightness == nil)
    #expect(metadata.exposureBias == nil)
  }

  @Test("GPS: signed by the hemisphere, absent without it or out of range")
  func gps() {
    let south = [
      Self.entry(
        .gpsLatitude, .rationals([ExifRational(33, 1), ExifRational(52, 1), ExifRational(30, 1)]),
        in: .gps),
      Self.entry(.gpsLatitudeRef, .text("S"), in: .gps),
      Self.entry(
        .gpsLongitude,
        .rationals([ExifRational(151, 1), ExifRational(12, 1), ExifRational(36, 1)]), in: .gps),
      Self.entry(.gpsLongitudeRef, .text("E"), in: .gps),
    ]
    let metadata = Self.metadata(south)
    #expect(metadata.latitude.map { abs($0.value + 33.875) < 1e-12 } == true)
    #expect(metadata.longitude.map { abs($0.value - 151.21) < 1e-12 } == true)
    #expect(Self.metadata(Array(south.dropFirst(2))).latitude == nil)
    #expect(Self.metadata([south[0]]).latitude == nil)
    let wrongIFD = [
      Self.entry(.gpsLatitude, .rationals([ExifRational(10, 1)]), in: .exif), south[1],
    ]
    #expect(Self.metadata(wrongIFD).latitude == nil)
    let beyond = [Self.entry(.gpsLatitude, .rationals([ExifRational(95, 1)]), in: .gps), south[1]]
    #expect(Self.metadata(beyond).latitude == nil)
  }

  @Test("exposure(): missing settings are listed in order; bias defaults to 0")
  func exposure() throws {
    #expect(throws: MetadataError(file: "t", kind: .noExposureData(missing: [.fNumber, .iso]))) {
      try Self.metadata([Self.entry(.exposureTime, .rationals([ExifRational(1, 60)]))]).exposure()
    }
    let exposure = try Self.metadata([
      Self.entry(.fNumber, .rationals([ExifRational(2, 1)])),
      Self.entry(.exposureTime, .rationals([ExifRational(1, 100)])),
      Self.entry(.photographicSensitivity, .integers([100])),
    ]).exposure()
    #expect(exposure.bias == 0)
    #expect(exposure.ev100 == Math.log2(400))
  }

  @Test("exposure(): ISO 65535 with no sensitivity tag says the ISO is 65,535 or more")
  func isoAtLeast65535() {
    let settings = [
      Self.entry(.fNumber, .rationals([ExifRational(2, 1)])),
      Self.entry(.exposureTime, .rationals([ExifRational(1, 100)])),
    ]
    let kind = MetadataError.Kind.noExposureData(missing: [.iso], isoAtLeast65535: true)
    #expect(throws: MetadataError(file: "t", kind: kind)) {
      try Self.metadata(settings + [Self.entry(.photographicSensitivity, .integers([65535]))])
        .exposure()
    }
    #expect(throws: MetadataError(file: "t", kind: .noExposureData(missing: [.iso]))) {
      try Self.metadata(settings).exposure()
    }
  }
}
