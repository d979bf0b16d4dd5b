import Foundation
import Testing

@testable import SolspotKit

/// What a photo's Make, Model and LensModel say about the built-in profiles beyond a match:
/// the camera its lens names, and a chosen profile it contradicts.
@Suite("Device profiles against a photo's Exif")
struct DeviceProfileExifTests {
  let catalog: DeviceProfileCatalog

  init() throws { catalog = try DeviceProfileCatalog.builtIn() }

  /// A LensModel and the camera it names.
  struct LensCase: CustomTestStringConvertible, Sendable {
    let lens: String
    let camera: DeviceProfile.Camera?
    var testDescription: String { lens }
  }

  static let lenses = [
    LensCase(lens: "iPhone 13 front camera 2.71mm f/2.2", camera: .front),
    LensCase(lens: "iPhone 11 Pro Max back triple camera 4.25mm f/1.8", camera: .back),
    LensCase(lens: "Pixel 8 Pro back camera 6.9mm f/1.68", camera: .back),
    LensCase(lens: "REAR camera", camera: .back),
    LensCase(lens: "iPhone 12 Pro Max front TrueDepth camera 2.71mm f/2.2", camera: .front),
    LensCase(lens: "EF50mm f/1.8 STM", camera: nil),
    LensCase(lens: "Backlight 50mm", camera: nil),
    LensCase(lens: "front and back", camera: nil),
    LensCase(lens: "", camera: nil),
  ]

  @Test("a LensModel names the front or back camera by whole words", arguments: lenses)
  func camera(_ row: LensCase) {
    #expect(DeviceProfile.Camera(lensModel: row.lens) == row.camera)
  }

  @Test(
    "the real LensModels of the shared corpus: every phone's back camera is recognised",
    .enabled(if: ExifCorpus.isPresent))
  func corpus() throws {
    let csv = ExifCorpus.root.appendingPathComponent("reference.csv")
    let text = try String(contentsOf: csv, encoding: .utf8)
    let lenses = Set(
      text.split(separator: "\n").compactMap { line -> String? in
        let cells = line.split(separator: ",", omittingEmptySubsequences: false)
        return cells.count > 5 ? String(cells[5]) : nil
      })
    for lens in lenses {
      let phone = lens.hasPrefix("iPhone") || lens.hasPrefix("Pixel")
      #expect(
        DeviceProfile.Camera(lensModel: lens) == (phone ? .back : nil), "\(lens)")
    }
    #expect(lenses.contains("iPhone 11 Pro Max back triple camera 4.25mm f/1.8"))
  }

  @Test("a chosen profile is contradicted by another make, model or camera, never by silence")
  func conflict() throws {
    let profile = try #require(catalog.profile(named: "iphone-15-front"))
    #expect(
      profile.conflict(make: "Apple", model: "iPhone 15", lensModel: "iPhone 15 front camera")
        == nil)
    #expect(profile.conflict(make: nil, model: nil, lensModel: nil) == nil)
    #expect(
      profile.conflict(make: " apple ", model: "IPHONE 15", lensModel: "EF50mm f/1.8") == nil)
    #expect(
      profile.conflict(make: "Apple", model: "iPhone 7", lensModel: "iPhone 7 back camera")
        == .otherDevice)
    #expect(profile.conflict(make: "Canon", model: nil, lensModel: nil) == .otherDevice)
    #expect(
      profile.conflict(make: "Apple", model: "iPhone 15", lensModel: "iPhone 15 back camera")
        == .otherCamera(.back))
    #expect(
      profile.conflict(make: nil, model: nil, lensModel: "back camera") == .otherCamera(.back))
    #expect(
      catalog.generic.conflict(make: "Apple", model: "iPhone 7", lensModel: "back camera") == nil)
  }

  @Test("the front-camera profile of the phone that took a back-camera photo is found")
  func frontProfile() {
    let front = catalog.profile(make: "Apple", model: "iPhone 11 Pro Max", camera: .front)
    #expect(front?.id == "iphone-11-pro-max-front")
    #expect(catalog.profile(make: "Apple", model: "iPhone 7", camera: .front) == nil)
    #expect(catalog.profile(make: "Apple", model: "iPhone 11 Pro Max", camera: .back) == nil)
    #expect(catalog.profile(make: nil, model: "iPhone 11 Pro Max", camera: .front) == nil)
    // The back-camera photo itself matches no profile: its lens is not the front one.
    #expect(
      catalog.match(
        make: "Apple", model: "iPhone 11 Pro Max",
        lensModel: "iPhone 11 Pro Max back triple camera 4.25mm f/1.8") == nil)
  }
}
