#include "games/coordqa/coordqa_csv_table.h"

#include <stdexcept>

namespace craftmate::games::coordqa {

int CsvTable::column(std::string_view name) const {
  for (size_t i = 0; i < header.size(); ++i) {
    if (header[i] == name) return static_cast<int>(i);
  }
  return -1;
}

CsvTable parseCsv(std::string_view text, const std::string& sourceName) {
  std::vector<std::vector<std::string>> records;
  std::vector<int> recordLines;
  std::vector<std::string> record;
  std::string field;
  bool inQuotes = false;
  bool fieldStarted = false;
  int line = 1;
  int recordLine = 1;
  size_t i = 0;
  // A UTF-8 byte order mark would otherwise become part of the first column name.
  if (text.substr(0, 3) == "\xEF\xBB\xBF") i = 3;

  auto endField = [&] {
    record.push_back(std::move(field));
    field.clear();
    fieldStarted = false;
  };
  auto endRecord = [&] {
    endField();
    bool blank = record.size() == 1 && record[0].empty();
    if (!blank) {
      records.push_back(std::move(record));
      recordLines.push_back(recordLine);
    }
    record.clear();
    recordLine = line;
  };

  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (inQuotes) {
      if (c == '"') {
        if (i + 1 < text.size() && text[i + 1] == '"') {
          field.push_back('"');
          ++i;
        } else {
          inQuotes = false;
        }
      } else {
        if (c == '\n') ++line;
        field.push_back(c);
      }
      continue;
    }
    if (c == '"' && !fieldStarted) {
      inQuotes = true;
      fieldStarted = true;
    } else if (c == ',') {
      endField();
    } else if (c == '\r' && i + 1 < text.size() && text[i + 1] == '\n') {
      continue;  // the '\n' ends the record
    } else if (c == '\n') {
      ++line;
      endRecord();
    } else {
      field.push_back(c);
      fieldStarted = true;
    }
  }
  if (inQuotes) {
    throw std::invalid_argument(sourceName + ": a quoted field that starts on line " + std::to_string(recordLine) +
                                " is never closed; check the file is a complete CSV export");
  }
  if (!field.empty() || !record.empty()) endRecord();
  if (records.empty()) throw std::invalid_argument(sourceName + ": the file is empty; expected a CSV with a header row");

  CsvTable table;
  table.header = std::move(records[0]);
  for (size_t r = 1; r < records.size(); ++r) {
    if (records[r].size() != table.header.size()) {
      throw std::invalid_argument(sourceName + ": the row starting on line " + std::to_string(recordLines[r]) + " has " +
                                  std::to_string(records[r].size()) + " fields but the header has " +
                                  std::to_string(table.header.size()));
    }
    table.rows.push_back(std::move(records[r]));
  }
  return table;
}

}  // namespace craftmate::games::coordqa
