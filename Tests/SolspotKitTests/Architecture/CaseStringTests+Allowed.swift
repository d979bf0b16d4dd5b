extension CaseStringTests {
  /// The `String` associated values that are data, by kind (``PublicStringTests/Kind``): a
  /// name, an id, a field or column, a value as the file writes it, a file path, a system's
  /// words (a decoder's message, SQLite's). None is prose the library composed; each group's
  /// comment says what its values are.
  static let allowed: [String: PublicStringTests.Kind] = [
    // Answers from saved spots: the names the user gave and a spot's saved name.
    "Answers/AnswerError.swift noUsableReadings.spot": .name,
    "Answers/AnswerError.swift sameSpot.first": .userText,
    "Answers/AnswerError.swift sameSpot.second": .userText,
    "Answers/AnswerError.swift sameSpot.name": .name,
    // Calibration files: a cell as written, the decoder's words, a column's name and the
    // known ones, the date and the light type the user wrote.
    "Calibration/CalibrationFile.swift text.0": .userText,
    "Calibration/CalibrationFileError.swift decoderMessage.0": .data,
    "Calibration/CalibrationFileError.swift notANumber.0": .userText,
    "Calibration/CalibrationFileError.swift time.0": .userText,
    "Calibration/CalibrationFileError.swift unknownColumn.known": .name,
    "Calibration/CalibrationFileError.swift unknownColumn.suggestion": .name,
    "Calibration/CalibrationObservation.swift brighterThanDaylight.0": .userText,
    "Calibration/CalibrationObservation.swift notPositive.0": .userText,
    "Calibration/CalibrationObservation.swift tooSmall.0": .userText,
    "Calibration/CalibrationRefusal.swift futureDate.0": .userText,
    "Calibration/CalibrationRefusal.swift invalidDate.0": .userText,
    "Calibration/CalibrationWarning.swift oneLightType.0": .userText,
    "Calibration/CalibrationWarning.swift outliersOneLight.0": .userText,
    // Capture files: a time as written, a header's name, a device id and the known ones.
    "Capture/CaptureError.swift notATime.0": .userText,
    "Capture/CaptureError.swift unknown.suggestion": .name,
    "Capture/CaptureReplayer.swift unknownDevice.0": .id,
    "Capture/CaptureReplayer.swift unknownDevice.suggestions": .id,
    // A capture file's path as given.
    "Capture/CaptureInput.swift file.path": .data,
    // Comparisons: device ids and names, a day and the option it was given to.
    "Comparison/LightRatio.swift calibrationChanged.deviceID": .id,
    "Comparison/LightRatio.swift differentDevices.first": .name,
    "Comparison/LightRatio.swift differentDevices.second": .name,
    "Comparison/LightRatio.swift sameCalibration.deviceID": .id,
    "Comparison/ReadingFilter.swift day.0": .userText,
    "Comparison/ReadingFilter.swift invalidDay.field": .name,
    "Comparison/ReadingFilter.swift invalidDay.text": .userText,
    // A profile's id.
    "Measure/PhotoDeviceNote.swift backCamera.frontProfile": .id,
    // A measurement's request and errors: a device name as given, the ids close to it, a
    // spot's name and device id, a source file's path and name, a shutter as typed.
    "Measure/MeasureError.swift recordedTimeInFuture.spot": .name,
    "Measure/MeasureError.swift spotDeviceMissing.device": .id,
    "Measure/MeasureError.swift spotDeviceMissing.spot": .name,
    "Measure/MeasureError.swift unknownDevice.0": .userText,
    "Measure/MeasureError.swift unknownDevice.suggestions": .id,
    "Measure/MeasureRequest.swift capture.name": .name,
    "Measure/MeasureRequest.swift committed.name": .name,
    "Measure/MeasureRequest.swift file.path": .data,
    "Measure/MeasureRequest.swift named.0": .userText,
    "Measure/MeasureRequest.swift photo.name": .name,
    "Measure/MeasureRequest.swift settings.shutter": .userText,
    // An Exif ASCII value as stored; a box's or a chunk's four-character type as the file
    // holds it (`iloc`, `eXIf`).
    "Metadata/ExifValue.swift text.0": .data,
    "Metadata/MetadataStructure.swift box.0": .data,
    "Metadata/MetadataStructure.swift boxHeader.type": .data,
    "Metadata/MetadataStructure.swift itemCount.box": .data,
    "Metadata/MetadataStructure.swift pngChunk.0": .data,
    "Metadata/MetadataStructure.swift webPChunk.0": .data,
    // An error component's basis as the error model or the device profile states it.
    "Photometry/ErrorComponent+Basis.swift stated.0": .quote,
    // A plant's id.
    "Reminders/Reminder.swift plantSeasonCheck.plantID": .id,
    // Data files: field names (`maximumField`, `excludes`, `requires`, `outsideField`,
    // `onlyWith`), unit symbols, ids (bands, components, sources, plants), the values a field
    // held and the words it may hold, a CSV header's columns and end row, the decoder's own
    // words, a Swift type's name.
    "Resources/DataError+Reason.swift aboutMissing.scope": .id,
    "Resources/DataError+Reason.swift aboveMaximum.maximumField": .name,
    "Resources/DataError+Reason.swift bandEmpty.0": .id,
    "Resources/DataError+Reason.swift bandGap.0": .id,
    "Resources/DataError+Reason.swift bandGap.after": .id,
    "Resources/DataError+Reason.swift boundReason.expected": .id,
    "Resources/DataError+Reason.swift boundReason.given": .id,
    "Resources/DataError+Reason.swift citesUnknownSource.0": .id,
    "Resources/DataError+Reason.swift componentMissing.0": .id,
    "Resources/DataError+Reason.swift decoderMessage.0": .data,
    "Resources/DataError+Reason.swift duplicate.0": .data,
    "Resources/DataError+Reason.swift endRowCounts.expected": .data,
    "Resources/DataError+Reason.swift endRowCounts.found": .data,
    "Resources/DataError+Reason.swift endRowMissing.marker": .data,
    "Resources/DataError+Reason.swift excludes.0": .name,
    "Resources/DataError+Reason.swift futureDate.0": .data,
    "Resources/DataError+Reason.swift idNotFileName.0": .id,
    "Resources/DataError+Reason.swift modelTaken.camera": .name,
    "Resources/DataError+Reason.swift modelTaken.identifier": .name,
    "Resources/DataError+Reason.swift modelTaken.profile": .name,
    "Resources/DataError+Reason.swift mustBe.0": .id,
    "Resources/DataError+Reason.swift mustBe.not": .data,
    "Resources/DataError+Reason.swift nameTaken.0": .name,
    "Resources/DataError+Reason.swift nameTaken.owner": .name,
    "Resources/DataError+Reason.swift noLetters.0": .data,
    "Resources/DataError+Reason.swift notAClockTime.example": .data,
    "Resources/DataError+Reason.swift notADay.0": .data,
    "Resources/DataError+Reason.swift notANumber.0": .data,
    "Resources/DataError+Reason.swift notAnID.0": .data,
    "Resources/DataError+Reason.swift notArchiveHeader.startsWith": .name,
    "Resources/DataError+Reason.swift notCase.0": .data,
    "Resources/DataError+Reason.swift notCase.type": .name,
    "Resources/DataError+Reason.swift noteCitesUnknownSource.0": .id,
    "Resources/DataError+Reason.swift oneOf.0": .id,
    "Resources/DataError+Reason.swift onlyWith.0": .name,
    "Resources/DataError+Reason.swift onlyWith.not": .data,
    "Resources/DataError+Reason.swift onlyWith.value": .id,
    "Resources/DataError+Reason.swift outsideField.0": .name,
    "Resources/DataError+Reason.swift requires.0": .name,
    "Resources/DataError+Reason.swift spotRowsSplit.0": .name,
    "Resources/DataError+Reason.swift unknownKey.known": .name,
    "Resources/DataError+Reason.swift unknownSource.0": .id,
    "Resources/DataError+Reason.swift unknownValue.0": .data,
    "Resources/DataError+Reason.swift unknownValue.expected": .id,
    "Resources/DataError+Reason.swift wrongHeader.expected": .data,
    // A reading's photo or capture file path.
    "Spots/ReadingSource.swift capture.file": .data,
    "Spots/ReadingSource.swift photo.file": .data,
    // Spot names as the user typed them (and the known ones), a device id.
    "Spots/SpotError.swift hasReadings.0": .name,
    "Spots/SpotError.swift invalidDevice.0": .userText,
    "Spots/SpotError.swift invalidName.0": .userText,
    "Spots/SpotError.swift nameTaken.0": .name,
    "Spots/SpotError.swift noReadings.0": .name,
    "Spots/SpotError.swift readingNotConfirmed.0": .name,
    "Spots/SpotError.swift unknownReading.spot": .name,
    "Spots/SpotError.swift unknownSpot.0": .userText,
    "Spots/SpotError.swift unknownSpot.suggestions": .name,
    "Spots/SpotRepair.swift sameNameAs.0": .name,
    "Spots/SpotUpdate.swift set.0": .userText,
    // The store: a column's name, SQLite's own words (`PRAGMA integrity_check`, the journal
    // mode it replied), a spot's name, a stored text value.
    "Store/StoreProblem.swift badRow.column": .name,
    "Store/StoreProblem.swift damagedInside.0": .data,
    "Store/StoreProblem.swift readingsCutShort.spot": .name,
    "Store/StoreProblem.swift walRefused.mode": .data,
    "Store/StoreValue.swift text.0": .data,
    // JSON and dates: a number and a string as written, a day as written.
    "Support/JSONProblem.swift notANumber.0": .data,
    "Support/JSONScanner.swift string.0": .data,
    "Support/Timestamp+Problem.swift notARealDay.0": .userText,
  ]
}
