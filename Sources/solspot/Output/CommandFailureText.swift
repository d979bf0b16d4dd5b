import SolspotKit

/// A command's failure in words: the message after `solspot: `, naming what failed and what
/// to do about it.
enum CommandFailureText {
  /// The message after `solspot: `.
  static func message(_ failure: CommandFailure) -> String {
    let creators = StoreArguments.creators
    switch failure {
    case .unreadable(let path, let problem, let hint):
      return FileProblem.message(path, problem.reason)
        + (problem == .folder ? hint.map { "; " + $0 } ?? "" : "")
    case .systemError(let file, let action, let reason):
      return FileProblem.message(file, "cannot \(action.rawValue): \(reason)")
    case .textUnreadable(let path): return FileProblem.message(path, "cannot be read")
    case .textTooLarge(let path, let maximum):
      return "\(path): larger than \(maximum) MiB; not read"
    case .notUTF8(let path): return "\(path): is not UTF-8 text"
    case .writeFailed(let path, let reason, let step):
      return
        "\(path): cannot be written (\(reason), while \(step)); the file at the path, if any, was "
        + "left as it was"
    case .outputIsFolder(let path, let example):
      return "\(path): is a folder; give a file path such as "
        + "\(path.hasSuffix("/") ? String(path.dropLast()) : path)/\(example)"
    case .outputNotRegular(let path): return "\(path): is not a regular file; give a file path"
    case .outputExists(let path): return "\(path): already exists; give --force to replace it"
    case .outputFolderMissing(let path, let folder):
      return "\(path): cannot be written: the folder \(folder) does not exist"
    case .outputFolderIsFile(let path, let folder):
      return "\(path): cannot be written: \(folder) is a file, not a folder"
    case .outputFolderNotWritable(let path, let folder):
      return "\(path): cannot be written: no permission to write in the folder \(folder)"
    case .folderNotCreated(let folder, let reason):
      return "\(folder): cannot be created (\(reason))"
    case .catalogTooLarge(let path):
      return "catalog '\(path)' is larger than 32 MiB; it cannot be a plant catalog"
    case .catalogUnreadable(let path, let reason):
      return FileProblem.message(path, "cannot be read (\(reason))")
    case .catalogNotUTF8(let path): return "catalog '\(path)' is not UTF-8 text"
    case .importTooLarge(let path):
      return (path.map { "'\($0)'" } ?? "standard input")
        + " is larger than 256 MiB; split it or check it is an export"
    case .importMissing(let path): return "cannot read '\(path)': no such file"
    case .importUnreadable(let path): return "cannot read '\(path)'"
    case .importNotText(let name): return "\(name): is neither JSON nor UTF-8 CSV"
    case .importEmpty(let name):
      return "\(name): is empty: it holds no export (JSON or CSV from 'solspot spot export'); "
        + "nothing was imported"
    case .importCutShort(let name):
      return
        "\(name): is not valid JSON: it stops before the end of the export (cut short?); nothing "
        + "was imported"
    case .exportIsStore(let path):
      return "\(path): is the store itself; give another file for the export"
    case .noHome:
      return "cannot find the store: HOME is not set; give --store PATH or set SOLSPOT_STORE"
    case .storeFolderMissing(let path, let folder, let origin):
      return "\(path): the folder \(folder) does not exist (\(origin.phrase ?? "")); check the "
        + "path, or create the folder first: \(creators) create a store, not its folders"
    case .storeFolderNotCreated(let path, let folder):
      return "\(path): cannot create the folder \(folder)"
    case .storeMissing(let path, let origin):
      return "\(path): the store does not exist (\(origin.phrase ?? "")); check the path: only "
        + "\(creators) create a store"
    case .store(let path, let error):
      return "\(path): " + StoreText.message(error, path: path)
    case .readingFilter(.invalidDay(let field, let text, let problem)):
      let reason =
        problem.map { "it is not a real day: " + DayText.problem($0) }
        ?? "expected a date written YYYY-MM-DD, such as 2025-06-21"
      return "invalid date '\(text)' for --\(field): \(reason)"
    case .readingFilter(.emptyRange(let since, let until)):
      return "--until \(until.text) is before --since \(since.text), so no reading could be chosen"
    case .invalidTime(let text, let option, let day):
      let why = day.map { "'\($0.text)' is not a real day: " + DayText.problem($0.problem) }
      return "invalid time '\(text)' for \(option): " + (why ?? TimeArguments.forms)
    case .skippedTime(let text, let option, let wallClock, let zone, let offsets):
      return "invalid time '\(text)' for \(option): \(wallClock) does not exist in this "
        + "computer's time zone (\(zone)), whose clocks were put forward over it; give it with "
        + "a UTC offset: \(offsets.0) before the change, \(offsets.1) after"
    case .futureTime(let text, let now):
      return "the time '\(text)' for --at is in the future (it is now \(now.iso8601)); --at is "
        + "for readings already taken"
    case .recordedInFuture(let file, let recorded, let now, let spot):
      return "\(file): \(recorded.origin.recorder) is \(recorded.time.iso8601), in the future "
        + "(it is now \(now.iso8601)): the clock that recorded it is probably set wrong; "
        + "nothing was saved to '\(spot)'; give --at with the time the reading was taken"
    case .unknownDevice(let name, let suggestions, let offersGeneric, let variable):
      let generic = offersGeneric ? ", or leave --device out for the generic profile" : ""
      return (variable.map { "\($0): " } ?? "") + "unknown device '\(name)'"
        + didYouMean(suggestions) + " (see 'solspot devices' for the list\(generic))"
    case .spotDeviceMissing(let spot, let device):
      return "spot '\(spot)' is measured with device '\(device)', which has no profile here "
        + "(see 'solspot devices'); give --device, or change the spot's with 'solspot spot set "
        + "\(ShellWord.quoted(spot)) --device ID'"
    case .profileFile(let problem):
      return problem.message
    case .noPairsSaved(let device, let store):
      return "no calibration pairs are saved for \(device) in \(store): give a pairs FILE "
        + "(docs/calibration-format.md), or record pairs with 'solspot calibrate add --device "
        + "\(device) --lux L -f N -t T --iso S'"
    case .badSavedPair(let id, let device, let store, let problem):
      return "calibration pair \(id) of \(device) in \(store): reference lux "
        + CalibrationFileErrorText.referenceLux(problem) + "; remove it with 'solspot calibrate "
        + "pairs --device \(device) --remove \(id)'"
    case .noSuchPair(let id, let device):
      return "no calibration pair \(id) is saved for \(device)"
    case .nothingToCheck(let source):
      return "\(source): has no pairs to check"
    case .fitRefused(let source, let refusal):
      return "\(source): " + CalibrationRefusalText.reason(refusal)
    case .profileNotWritten(let refusals):
      return "cannot write a measured profile" + CalibrationFitText.reasons(refusals)
    case .noProfileFolder:
      return "--install needs a profile folder, but neither XDG_DATA_HOME nor HOME is set; give "
        + "--write PATH"
    case .unknownSpot(let name, let suggestions):
      return "no spot named '\(name)'" + didYouMean(suggestions)
        + " (see 'solspot spot list' for the saved spots)"
    case .noUsableReadings(let spot, let filter, let total, let implausible, let use):
      return noReadings(spot, filter: filter, total: total, implausible: implausible, use: use)
    case .sameSpot(let first, let second, let name):
      return "'\(first)' and '\(second)' are the same spot ('\(name)'); compare two different "
        + "spots, or see how this one changes with 'solspot spot seasons "
        + "\(ShellWord.quoted(name))'"
    case .notComparable:
      return "the spots cannot be compared"
    case .spotHasReadings(let name, let count):
      return "spot '\(name)' has \(English.count(count, "reading")); nothing was removed; add "
        + "--yes to remove it with them ('solspot spot remove \(ShellWord.quoted(name)) --yes'; "
        + "export first to keep them)"
    case .readingNotConfirmed(let spot, let reading, let option):
      let words = SpotText.reading(reading.reading, bands: try? BandTable.builtIn())
      return "reading #\(reading.id) of '\(spot)' (\(words)) was not removed; add --yes to "
        + "remove it ('solspot spot remove \(ShellWord.quoted(spot)) \(option) --yes'; export "
        + "first to keep it)"
    case .noSuchReading(let spot, let id):
      return "spot '\(spot)' has no reading #\(id); nothing was removed (see 'solspot spot "
        + "history \(ShellWord.quoted(spot))' for its readings and their ids)"
    case .nothingToRemove(let spot):
      return "spot '\(spot)' has no readings; nothing was removed"
    case .spotExists(let name):
      return "a spot named '\(name)' already exists (names ignore case); add a reading to it "
        + "with 'solspot spot measure \(ShellWord.quoted(name)) …', or choose another name"
    case .ambiguousPlant(let name, let plants):
      let shown = plants.prefix(5).map { plant in
        "'\(plant.botanicalName)'" + (plant.commonNames.first.map { " (\($0))" } ?? "")
      }.joined(separator: ", ")
      return "'\(name)' matches \(plants.count) plants: \(shown)"
        + (plants.count > 5 ? ", …" : "") + "; give the full name (see 'solspot plants search')"
    case .unknownPlant(let name, let suggestions, let search):
      return (search ? "no plant matches" : "no plant is called") + " '\(name)'"
        + didYouMean(suggestions)
    case .notAPhoto(let path):
      return "\(path): not a photo format"
    case .capture(let failure, let file):
      return CaptureText.failure(failure, file: file)
    case .gated(let refusal):
      return PreviewText.refusal(refusal)
    case .dayCurve(let error, let spot):
      return PreviewText.message(error, spot: spot)
    }
  }

  /// Why a spot has no reading to use, and how to get one.
  private static func noReadings(
    _ spot: String, filter: ReadingFilter, total: Int, implausible: Int,
    use: CommandFailure.ReadingUse
  ) -> String {
    let measure =
      switch use {
      case .level: "measure it first with 'solspot spot measure \(ShellWord.quoted(spot)) …'"
      case .comparison: "measure it with 'solspot spot measure \(ShellWord.quoted(spot)) …'"
      }
    guard total > 0 else { return "spot '\(spot)' has no readings yet; " + measure }
    guard implausible > 0 else {
      return "spot '\(spot)' has no readings \(filter.text) (it has \(total) in all)"
    }
    let leaver = use == .level ? "plant verdicts" : "comparisons"
    return "spot '\(spot)' has no readings \(filter.isEmpty ? "" : filter.text + " ")but "
      + "\(implausible) implausible, which \(leaver) leave out; " + measure
  }

  /// "; did you mean 'a' or 'b'?", or nothing without suggestions.
  private static func didYouMean(_ suggestions: [String]) -> String {
    suggestions.isEmpty
      ? "" : "; did you mean " + suggestions.map { "'\($0)'" }.joined(separator: " or ") + "?"
  }
}
