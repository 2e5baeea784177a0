import Foundation

/// The one place where the due date typed into the task editor is checked: a day written `YYYY-MM-DD`.
public enum DueDateRule {
    /// The due date `text` writes, once trimmed of surrounding white space: nil when it is empty (the
    /// task has no due date). Throws `.dueDateFormat` for text not written `DDDD-DD-DD` in ASCII digits,
    /// and `.noSuchDay` with the trimmed text when those digits name no day, such as `2026-02-30`.
    public static func validate(_ text: String) throws(TaskListError) -> DueDate? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty {
            return nil
        }
        guard let fields = DueDate.fields(of: trimmed) else {
            throw .dueDateFormat
        }
        guard let date = DueDate(year: fields.year, month: fields.month, day: fields.day) else {
            throw .noSuchDay(trimmed)
        }
        return date
    }
}
