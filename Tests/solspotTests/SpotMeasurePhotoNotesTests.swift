import Foundation
import SolspotKit
import Testing

@testable import solspot

/// The notes `spot measure --photo` adds about the photo's camera and where it was taken. The
/// hemisphere note's values are checked in JSON; its words are `NoteText`'s, pinned by the
/// output snapshots.
@Suite("solspot spot measure --photo: notes")
struct SpotMeasurePhotoNotesTests {
  /// Runs `solspot spot measure NAME --photo FIXTURE ARGS… --store STORE`, which must save.
  func measure(
    _ fixture: SpotFixture, _ name: String, photo: String, _ arguments: [String] = [],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    try fixture.ok(
      ["measure", name, "--photo", PhotoFixtures.path(photo)] + arguments,
      sourceLocation: sourceLocation)
  }

  @Test(
    "a camera whose model starts with its make is named once",
    arguments: [
      // Make "Canon", Model "Canon EOS R5".
      ("jpeg-ii.jpg", "the camera Canon EOS R5 has no device profile"),
      // Make "NIKON CORPORATION", Model "NIKON D850": the model starts with the make's word.
      ("tiff-ii-south-west.tif", "the camera NIKON D850 has no device profile"),
      // Make "Sony", Model "ILCE-7SM3": both are needed.
      ("iso-65535-rei.jpg", "the camera Sony ILCE-7SM3 has no device profile"),
    ])
  func cameraName(photo: String, expected: String) throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "desk"])
    let text = try measure(fixture, "desk", photo: photo)
    #expect(text.contains("\nNote: \(expected), so the reading was saved as 'generic'"))
  }

  static let created = Timestamp(iso8601: "2025-06-21T12:00:00Z")

  /// The note line for a photo at `latitude` saved to a spot `name` at `location`.
  static func noteLine(_ latitude: Double, _ name: String, _ location: SpotLocation) throws
    -> String
  {
    let spot = SavedSpot(
      id: SpotID(rawValue: 1), name: name, room: nil, notes: nil, location: location,
      createdAt: try #require(created))
    let note = try #require(HemisphereNote(latitude: latitude, spot: spot))
    return "\nNote: \(NoteText.render(.photoHemisphere(note))).\n"
  }

  @Test("a photo from the other hemisphere than the spot's is saved with a note")
  func otherHemisphere() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "sydney desk", "--latitude", "-33.9"])
    // jpeg-ii.jpg was taken at 52.5° N (Berlin).
    let text = try measure(fixture, "sydney desk", photo: "jpeg-ii.jpg")
    #expect(text.contains(try Self.noteLine(52.5, "sydney desk", .latitude(-33.9))))
    #expect(text.contains(".\nSaved to 'sydney desk' as taken "))
    let json = try SolspotProcess.json(
      try measure(fixture, "sydney desk", photo: "jpeg-ii.jpg", ["--json"]))
    let notes = try #require(json["notes"] as? [[String: Any]])
    #expect(notes.count == 1)
    let note = try #require(notes.first)
    #expect(note["code"] as? String == "photo-other-hemisphere")
    #expect(note["spot"] as? String == "sydney desk")
    #expect((note["latitude"] as? Double).map { abs($0 - 52.5) < 0.05 } == true)
    #expect(note["photoHemisphere"] as? String == "north")
    #expect(note["spotHemisphere"] as? String == "south")
    #expect(note["spotLocation"] as? String == "latitude")
    #expect(
      try fixture.ok(["history", "sydney desk", "--json"]).split(separator: "\n").count == 2)
  }

  @Test("an assumed or set hemisphere gets the note with how to set it; the same one none")
  func assumedHemisphere() throws {
    let fixture = try SpotFixture()
    try fixture.ok(["add", "shelf"])
    try fixture.ok(["add", "north", "--hemisphere", "north"])
    try fixture.ok(["add", "berlin", "--latitude", "52.5"])
    // tiff-ii-south-west.tif was taken at 34.6° S (Buenos Aires).
    let south = "tiff-ii-south-west.tif"
    let shelf = try measure(fixture, "shelf", photo: south)
    let latitude = try #require(try Self.latitude(of: south))
    #expect(shelf.contains(try Self.noteLine(latitude, "shelf", .unspecified)))
    #expect(
      try measure(fixture, "north", photo: south).contains(
        try Self.noteLine(latitude, "north", .hemisphere(.north))))
    let same = try measure(fixture, "berlin", photo: "jpeg-ii.jpg")
    #expect(!same.contains("hemisphere"))
    let json = try SolspotProcess.json(
      try measure(fixture, "berlin", photo: "jpeg-ii.jpg", ["--json"]))
    #expect(json["notes"] == nil)
    // A photo without GPS says nothing of where it was taken.
    #expect(!(try measure(fixture, "shelf", photo: "iphone-front.jpg")).contains("hemisphere"))
  }

  /// The latitude `photo`'s GPS records.
  static func latitude(of photo: String) throws -> Double? {
    try MetadataReader().read(path: PhotoFixtures.path(photo)).latitude?.value
  }
}
