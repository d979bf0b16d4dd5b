import Foundation
import SolspotKit
import Testing

/// A photo's Exif against the device profile of its estimate: a back camera under the generic
/// profile, and a chosen profile the Exif contradicts. The photo is the iPhone 13 front-camera
/// fixture, and a copy of its bytes whose LensModel names the back camera.
@Suite("Photo device notes")
struct PhotoDeviceNoteTests {
  static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Metadata/Fixtures/iphone-front.jpg")

  /// The fixture's metadata, with "front" in its LensModel replaced by `camera`, a word of
  /// the same length ("back " keeps the bytes' offsets).
  static func photo(lens camera: String = "front") throws -> PhotoMetadata {
    var bytes = [UInt8](try Data(contentsOf: fixture))
    let front = Array("iPhone 13 front".utf8)
    let lens = Array("iPhone 13 \(camera)".utf8)
    try #require(lens.count == front.count)
    let start = try #require(
      (0...(bytes.count - front.count)).first { Array(bytes[$0..<$0 + front.count]) == front })
    bytes.replaceSubrange(start..<start + front.count, with: lens)
    return try MetadataReader().read(bytes: bytes, name: "photo.jpg")
  }

  @Test("the matched profile fits the photo: no note")
  func matched() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let photo = try Self.photo()
    let profile = try #require(photo.matchedProfile(in: catalog))
    #expect(
      PhotoDeviceNote(metadata: photo, profile: profile, choice: .matched, catalog: catalog)
        == nil)
  }

  @Test("a back-camera photo under the generic profile names the phone's front profile")
  func backCamera() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let photo = try Self.photo(lens: "back ")
    #expect(photo.lensModel?.value.hasPrefix("iPhone 13 back ") == true)
    let note = PhotoDeviceNote(
      metadata: photo, profile: catalog.generic, choice: .generic, catalog: catalog)
    let front = try #require(catalog.profile(make: "Apple", model: "iPhone 13", camera: .front))
    #expect(note == .backCamera(frontProfile: front.id))
    #expect(note.map { Note.photoDevice($0).code } == .backCamera)
  }

  @Test("a front-camera photo under the generic profile gets no note")
  func frontUnderGeneric() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let note = PhotoDeviceNote(
      metadata: try Self.photo(), profile: catalog.generic, choice: .generic, catalog: catalog)
    #expect(note == nil)
  }

  @Test("a chosen profile of another phone is a mismatch naming the photo's Make and Model")
  func otherDevice() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let chosen = try #require(catalog.profile(named: "iphone-15-front"))
    let photo = try Self.photo()
    let note = PhotoDeviceNote(
      metadata: photo, profile: chosen, choice: .chosen, catalog: catalog)
    guard case .mismatch(let mismatch) = note else {
      Issue.record("expected a mismatch, got \(String(describing: note))")
      return
    }
    #expect(mismatch.profile == "iphone-15-front")
    #expect(mismatch.conflict == .otherDevice)
    #expect(mismatch.make == photo.make?.value)
    #expect(mismatch.model == photo.model?.value)
  }

  @Test("a chosen profile of the same phone's front camera, for a back-camera photo")
  func otherCamera() throws {
    let catalog = try DeviceProfileCatalog.builtIn()
    let photo = try Self.photo(lens: "back ")
    let front = try #require(catalog.profile(make: "Apple", model: "iPhone 13", camera: .front))
    let note = PhotoDeviceNote(metadata: photo, profile: front, choice: .chosen, catalog: catalog)
    guard case .mismatch(let mismatch) = note else {
      Issue.record("expected a mismatch, got \(String(describing: note))")
      return
    }
    #expect(mismatch.conflict == .otherCamera(.back))
    #expect(mismatch.lensModel == photo.lensModel?.value)
  }
}
