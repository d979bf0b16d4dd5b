import Foundation
import Testing

@testable import SolspotKit

@Suite("Real camera files against ExifTool", .enabled(if: ExifCorpus.isPresent))
struct CorpusTests {
  let reader = MetadataReader()

  static let good = ExifCorpus.rows.filter { !$0.file.hasPrefix("bad/") }
  static let bad = ExifCorpus.rows.filter { $0.file.hasPrefix("bad/") }

  @Test("the reference lists every corpus file")
  func referenceIsComplete() {
    #expect(ExifCorpus.rows.count == 122)
    #expect(Self.bad.count == 22)
    for file in ExifCorpus.disagreements.keys {
      #expect(ExifCorpus.rows.contains { $0.file == file }, "\(file) is not in the corpus")
    }
  }

  @Test(
    "FNumber, ExposureTime, ISO and bias equal ExifTool's wherever it reads them",
    arguments: good + bad.filter { ExifCorpus.readableBadFiles.contains($0.file) })
  func settings(_ row: ExifCorpus.Row) throws {
    let columns: [(String, (PhotoMetadata) -> MetadataValue<Double>?)] = [
      ("FNumber", \.fNumber), ("ExposureTime", \.exposureTime), ("ISO", \.iso),
      ("ExposureCompensation", \.exposureBias),
    ]
    let metadata: PhotoMetadata
    do {
      metadata = try reader.read(path: row.url.path)
    } catch {
      let expected = ExifCorpus.disagreements[row.file]?.0 == .unread
      let exifToolHasSettings = columns.contains { row.number($0.0) != nil }
      #expect(expected || !exifToolHasSettings, "\(error)")
      return
    }
    for (column, field) in columns {
      let ours = field(metadata)
      guard let reference = row.number(column) else {
        // Where ExifTool has no such tag, a value may only come from a fallback.
        #expect(
          ours.map { $0.provenance.rule != .tag } ?? true,
          "\(column): we read a tag ExifTool has not")
        continue
      }
      let value = try #require(ours, "\(column): ExifTool reads \(reference), we read nothing")
      #expect(
        abs(value.value - reference) <= 1e-9 * max(1, abs(reference)),
        "\(column): \(value.value) (\(value.provenance.tag)) against \(reference)")
    }
  }

  @Test("EV100 agrees with ExifTool's LightValue within 0.01 EV", arguments: ExifCorpus.rows)
  func ev100(_ row: ExifCorpus.Row) {
    let metadata = try? reader.read(path: row.url.path)
    var ev100: Double?
    if let metadata, let f = metadata.fNumber, let t = metadata.exposureTime, let s = metadata.iso {
      ev100 = try? Exposure(fNumber: f.value, exposureTime: t.value, iso: s.value).ev100
    }
    let lightValue = row.number("LightValue")
    switch (ev100, lightValue, ExifCorpus.disagreements[row.file]?.0) {
    case (let ours?, let reference?, .differentEV100):
      #expect(abs(ours - reference) > 0.01, "listed as a disagreement but agrees")
    case (let ours?, let reference?, _):
      #expect(abs(ours - reference) <= 0.01, "EV100 \(ours) against LightValue \(reference)")
    case (nil, _?, let difference):
      #expect(
        difference == .noEV100 || difference == .unread, "no EV100, LightValue \(lightValue ?? 0)")
    case (let ours?, nil, _):
      Issue.record("EV100 \(ours) where ExifTool has no LightValue")
    case (nil, nil, let difference):
      #expect(difference == nil, "listed as a disagreement but neither has a value")
    }
  }

  @Test("make, model, lens, time, place and byte order equal ExifTool's", arguments: good)
  func descriptions(_ row: ExifCorpus.Row) {
    guard let metadata = try? reader.read(path: row.url.path) else {
      #expect(row.text("Make") == nil || ExifCorpus.disagreements[row.file] != nil)
      return
    }
    #expect(metadata.make?.value == row.text("Make"))
    #expect(metadata.model?.value == row.text("Model"))
    #expect(metadata.lensModel?.value == row.text("LensModel"))
    if let order = row.text("ExifByteOrder") { #expect(metadata.byteOrder.rawValue == order) }
    // DateTimeOriginal with OffsetTimeOriginal, as ISO 8601 text: the offset is compared too.
    let reference = row.text("DateTimeOriginal").map { text -> String in
      let parts = text.split(separator: " ")
      let date =
        parts.first.map {
          $0.replacingOccurrences(of: ":", with: "-") + "T" + (parts.dropFirst().first ?? "")
        } ?? text
      return date + (row.text("OffsetTimeOriginal") ?? "")
    }
    #expect(metadata.dateTimeOriginal?.value.iso8601 == reference)
    #expect(
      (metadata.dateTimeOriginal?.value.utcOffsetMinutes != nil)
        == (row.text("OffsetTimeOriginal") != nil),
      "OffsetTimeOriginal \(row.text("OffsetTimeOriginal") ?? "none")")
    for (ours, column) in [
      (metadata.latitude, "GPSLatitude"), (metadata.longitude, "GPSLongitude"),
    ] {
      switch (ours, row.number(column)) {
      case (let value?, let expected?): #expect(abs(value.value - expected) < 1e-6)
      case (nil, nil): break
      default:
        Issue.record(
          "\(column): \(String(describing: ours?.value)) against \(row.text(column) ?? "none")")
      }
    }
  }

  @Test(
    "BrightnessValue equals ExifTool's, except where it records unknown",
    arguments: good + bad.filter { ExifCorpus.readableBadFiles.contains($0.file) })
  func brightness(_ row: ExifCorpus.Row) {
    // Files that cannot be read at all are the settings test's concern.
    guard let metadata = try? reader.read(path: row.url.path) else { return }
    let ours = metadata.brightness
    let reference = row.number("BrightnessValue")
    if ExifCorpus.disagreements[row.file]?.0 == .brightnessUnknown {
      #expect(ours == nil, "listed as unknown but read as \(ours?.value ?? 0)")
      #expect(reference == -1)
      let raw = metadata.entry(.brightnessValue)?.value
      #expect(raw == .rationals([ExifRational(-1, 1)]), "\(String(describing: raw))")
      return
    }
    switch (ours, reference) {
    case (let value?, let expected?):
      #expect(
        abs(value.value - expected) <= 1e-9 * max(1, abs(expected)),
        "BrightnessValue \(value.value) against \(expected)")
      #expect(value.provenance.tag == .brightnessValue && value.provenance.rule == .tag)
    case (nil, nil): break
    default:
      Issue.record(
        "BrightnessValue \(String(describing: ours?.value)) against \(reference.map { "\($0)" } ?? "none")"
      )
    }
  }

  @Test("every file under bad/ gives a typed error or no exposure data", arguments: bad)
  func hostile(_ row: ExifCorpus.Row) {
    do {
      let metadata = try reader.read(path: row.url.path)
      if ExifCorpus.readableBadFiles.contains(row.file) { return }
      #expect(throws: MetadataError.self) { try metadata.exposure() }
    } catch {
      #expect(error.file == row.url.path)
      #expect(!error.code.isEmpty)
    }
  }
}
