import SolspotKit

/// A runtime failure of a command: the command line was right, but what it names cannot be
/// used (a file, a device, a spot, a plant, the store), with the values that say why.
///
/// ``CommandFailureText`` words each case, and ``exitCode`` gives its exit code (docs/cli.md,
/// "Exit codes"); ``ErrorReport`` puts the two together.
enum CommandFailure: Error {
  // MARK: - Files read

  /// A file named on the command line cannot be read (``FileProblem``); `folderHint` says
  /// what to do instead when it is a folder.
  case unreadable(path: String, FileProblem, folderHint: String?)
  /// Opening or reading a file failed, in the system's words (`strerror`).
  case systemError(file: String, action: FileAction, reason: String)
  /// A text file that cannot be opened.
  case textUnreadable(path: String)
  /// A text file larger than the command reads.
  case textTooLarge(path: String, maximumMiB: Int)
  /// A text file that is not UTF-8.
  case notUTF8(path: String)

  // MARK: - Files written

  /// Writing failed, in the system's words, at the step named; nothing was replaced.
  case writeFailed(path: String, reason: String, step: String)
  /// The output path is a folder; `example` is a file name to give inside it.
  case outputIsFolder(path: String, example: String)
  /// The output path is a device or a pipe.
  case outputNotRegular(path: String)
  /// The output file exists and `--force` was not given.
  case outputExists(path: String)
  /// The output's folder does not exist.
  case outputFolderMissing(path: String, folder: String)
  /// The output's folder is a file.
  case outputFolderIsFile(path: String, folder: String)
  /// The output's folder may not be written.
  case outputFolderNotWritable(path: String, folder: String)
  /// A folder cannot be created, in the system's words.
  case folderNotCreated(folder: String, reason: String)

  // MARK: - Plant catalogs and exports

  /// A `--catalog` file larger than any catalog.
  case catalogTooLarge(path: String)
  /// A `--catalog` file that cannot be read, in the system's words.
  case catalogUnreadable(path: String, reason: String)
  /// A `--catalog` file that is not UTF-8.
  case catalogNotUTF8(path: String)
  /// An import larger than any export (`nil`: standard input).
  case importTooLarge(path: String?)
  /// An import file that is not there.
  case importMissing(path: String)
  /// An import file that cannot be read.
  case importUnreadable(path: String)
  /// An import that is neither JSON nor UTF-8 CSV.
  case importNotText(name: String)
  /// An import file that is empty, or holds only spaces and line breaks.
  case importEmpty(name: String)
  /// A JSON import that stops before its end.
  case importCutShort(name: String)
  /// An export's output file is the store itself.
  case exportIsStore(path: String)

  // MARK: - The store

  /// No store path: neither `--store`, `SOLSPOT_STORE`, `XDG_DATA_HOME` nor `HOME`.
  case noHome
  /// A store the user named is in a folder that does not exist.
  case storeFolderMissing(path: String, folder: String, origin: StoreArguments.Origin)
  /// The default store's folder cannot be created.
  case storeFolderNotCreated(path: String, folder: String)
  /// A store the user named does not exist, for a command that does not create one.
  case storeMissing(path: String, origin: StoreArguments.Origin)
  /// The store refused, for the reason in the error.
  case store(path: String, StoreError)

  // MARK: - Times and dates

  /// A `--since` or `--until` that is not a day, or an empty range.
  case readingFilter(ReadingFilterError)
  /// A time that is none of the forms a time option takes; the day, when it is not real.
  case invalidTime(String, option: String, day: (text: String, problem: DayProblem)?)
  /// A local time the clocks skipped; the UTC offsets before and after the change.
  case skippedTime(
    String, option: String, wallClock: String, zone: String, offsets: (String, String))
  /// A `--at` in the future.
  case futureTime(String, now: Timestamp)
  /// A time a file recorded, in the future: its clock is probably wrong.
  case recordedInFuture(file: String, recorded: ReadingTime, now: Timestamp, spot: String)

  // MARK: - Devices and profiles

  /// A device no profile has, with close names; `offersGeneric` when leaving `--device` out
  /// gives the generic profile; `variable` when the environment named it.
  case unknownDevice(
    String, suggestions: [String], offersGeneric: Bool, variable: String? = nil)
  /// A spot's remembered device has no profile here.
  case spotDeviceMissing(spot: String, device: String)
  /// A profile file in the user's folder that cannot be used, for the profile asked for.
  case profileFile(UserProfiles.Problem)

  // MARK: - Calibration

  /// No pairs are saved for the device and no file was given.
  case noPairsSaved(device: String, store: String)
  /// A saved pair whose reference reading no pair can have.
  case badSavedPair(id: Int64, device: String, store: String, ReferenceLuxProblem)
  /// No saved pair has this id.
  case noSuchPair(id: Int64, device: String)
  /// A pairs file with nothing to check.
  case nothingToCheck(source: String)
  /// A fit that cannot be made at all.
  case fitRefused(source: String, CalibrationRefusal)
  /// `--write` asked for a measured profile that the fit refuses.
  case profileNotWritten([CalibrationRefusal])
  /// `--install` without a profile folder.
  case noProfileFolder

  // MARK: - Spots

  /// No spot has this name; close names.
  case unknownSpot(String, suggestions: [String])
  /// A spot with no reading the command can use: none at all, none the filter chooses, or
  /// only implausible ones, which `use` leaves out.
  case noUsableReadings(
    spot: String, filter: ReadingFilter, total: Int, implausible: Int, use: ReadingUse)
  /// `spot compare` named one spot twice (as given, and its saved name).
  case sameSpot(String, String, name: String)
  /// Two spots that cannot be compared.
  case notComparable
  /// A spot with readings, removed without `--yes`.
  case spotHasReadings(String, count: Int)
  /// A reading removed without `--yes`; `option` is how it was named.
  case readingNotConfirmed(spot: String, StoredReading, option: String)
  /// The spot has no reading with this id.
  case noSuchReading(spot: String, id: Int64)
  /// The spot has no readings to remove.
  case nothingToRemove(spot: String)
  /// Another spot has the name, ignoring case.
  case spotExists(String)

  // MARK: - Plants, photos, captures, previews

  /// A name several plants match.
  case ambiguousPlant(String, [Plant])
  /// A name no plant has (or a search without results), with close names.
  case unknownPlant(String, suggestions: [String], search: Bool)
  /// A file `spot measure --photo` cannot read as a photo.
  case notAPhoto(path: String)
  /// A capture that cannot be replayed.
  case capture(CaptureReplayer.Failure, file: String)
  /// A feature held back behind the paid product.
  case gated(GateRefusal)
  /// A spot's day curve cannot be drawn.
  case dayCurve(DayCurveError, spot: String)

  /// Which step of reading a file failed.
  enum FileAction: String {
    case open
    case read
  }

  /// What a command does with a spot's readings, for the words of ``noUsableReadings``.
  enum ReadingUse {
    /// Its level, for plants (`spot show`, `plants --spot`).
    case level
    /// A comparison with another spot.
    case comparison
  }

  /// The exit code: every runtime failure is 1 (docs/cli.md, "Exit codes"); the command line
  /// itself (``UsageError``) is 2.
  var exitCode: ExitCode {
    switch self {
    case .unreadable, .systemError, .textUnreadable, .textTooLarge, .notUTF8, .writeFailed,
      .outputIsFolder, .outputNotRegular, .outputExists, .outputFolderMissing,
      .outputFolderIsFile, .outputFolderNotWritable, .folderNotCreated, .catalogTooLarge,
      .catalogUnreadable, .catalogNotUTF8, .importTooLarge, .importMissing, .importUnreadable,
      .importNotText, .importEmpty, .importCutShort, .exportIsStore, .noHome, .storeFolderMissing,
      .storeFolderNotCreated, .storeMissing, .store, .readingFilter, .invalidTime,
      .skippedTime, .futureTime, .recordedInFuture, .unknownDevice, .spotDeviceMissing,
      .profileFile, .noPairsSaved, .badSavedPair, .noSuchPair, .nothingToCheck, .fitRefused,
      .profileNotWritten, .noProfileFolder, .unknownSpot, .noUsableReadings, .sameSpot,
      .notComparable, .spotHasReadings, .readingNotConfirmed, .noSuchReading,
      .nothingToRemove, .spotExists, .ambiguousPlant, .unknownPlant, .notAPhoto, .capture,
      .gated, .dayCurve:
      .failure
    }
  }
}
