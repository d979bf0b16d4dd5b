import SolspotKit

/// Reads photos one at a time and turns each into a lux estimate, or the reason it cannot.
///
/// The estimate is the library's ``PhotoEstimator``'s, which works out each camera's profile,
/// estimator and device note once, so a batch of thousands of photos from one camera loads the
/// error model and bands once.
struct PhotoBatch {
  /// How the device profile of a photo was chosen (`chosen`: with `--device` or `--profile`).
  typealias ProfileChoice = SolspotKit.ProfileChoice

  /// What became of one file.
  enum Outcome {
    /// An estimate, from the profile chosen this way.
    case estimate(LuxEstimate, ProfileChoice)
    /// No estimate, and why.
    case failed(MetadataError)
    /// Something found in a folder that is left out, and why.
    case skipped(SkipReason)
  }

  /// Why an entry found in a folder is left out (and counted).
  enum SkipReason: Sendable, Hashable {
    /// A file that is not a photo format (a video, a text file).
    case notAPhoto
    /// A symbolic link to a folder, not followed.
    case folderLink
  }

  /// One file's result.
  struct Result {
    let path: String
    /// The metadata, when the file could be read.
    let metadata: PhotoMetadata?
    let outcome: Outcome
    /// What the photo's Exif says against the profile of its estimate, if anything.
    var deviceNote: PhotoDeviceNote? = nil

    /// The notes that lead the estimate's own: the device note, if any.
    var leadingNotes: [Note] { deviceNote.map { [.photoDevice($0)] } ?? [] }
  }

  let reader = MetadataReader()
  /// The profile choice, estimate and device note of each photo (the library's, as `spot
  /// measure --photo` makes them), worked out once per camera.
  private var photos: PhotoEstimator

  init(catalog: DeviceProfileCatalog, device: DeviceProfile?, confidence: Confidence) {
    photos = PhotoEstimator(catalog: catalog, device: device, confidence: confidence)
  }

  /// Reads and estimates one file.
  ///
  /// - Throws: ``DataError`` only when the built-in data is broken (a build defect).
  mutating func evaluate(_ item: PhotoPath) throws(DataError) -> Result {
    switch item.kind {
    case .file: break
    case .unlistableFolder(let failure):
      let error = MetadataError(file: item.path, kind: .cannotListFolder(failure))
      return Result(path: item.path, metadata: nil, outcome: .failed(error))
    case .folderLink:
      return Result(path: item.path, metadata: nil, outcome: .skipped(.folderLink))
    }
    // A file the folder's listing called regular is read at once, and looked at only if that
    // fails: one lookup instead of five system calls per file.
    if !item.isRegularFile, let failure = Self.problem(item.path) {
      return Result(path: item.path, metadata: nil, outcome: .failed(failure))
    }
    let metadata: PhotoMetadata
    do {
      metadata =
        try item.isRegularFile
        ? reader.read(listedRegularFile: item.path) : reader.read(path: item.path)
    } catch {
      if item.isFromFolder, error.kind == .unknownFormat {
        return Result(path: item.path, metadata: nil, outcome: .skipped(.notAPhoto))
      }
      if item.isRegularFile, case .cannotRead = error.kind, let failure = Self.problem(item.path) {
        return Result(path: item.path, metadata: nil, outcome: .failed(failure))
      }
      return Result(path: item.path, metadata: nil, outcome: .failed(error))
    }
    let exposure: Exposure
    do {
      exposure = try metadata.exposure()
    } catch {
      return Result(path: item.path, metadata: metadata, outcome: .failed(error))
    }
    let photo = try photos.estimate(metadata, exposure: exposure)
    return Result(
      path: item.path, metadata: metadata, outcome: .estimate(photo.estimate, photo.choice),
      deviceNote: photo.deviceNote)
  }

  /// Why the file at `path` cannot be read, as every command checks a file (docs/cli.md), or
  /// `nil` when it can.
  private static func problem(_ path: String) -> MetadataError? {
    FileProblem(path: path).map { problem in
      MetadataError(file: path, kind: .cannotRead(problem.failure))
    }
  }
}
