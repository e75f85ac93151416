#pragma once
// A small RFC 4180 reader for the CoordQA release (quoted fields with commas, doubled quotes and
// new lines inside). Kept separate from the CoordQA schema so the schema code reads like the spec.

#include <string>
#include <string_view>
#include <vector>

namespace craftmate::games::coordqa {

struct CsvTable {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;  // every row padded or checked to header.size()

  // Index of a column by exact header name, or -1.
  int column(std::string_view name) const;
};

// Parses `text`. Throws std::invalid_argument naming `sourceName`, the line and the reason for an
// unterminated quote or a row whose field count differs from the header's.
CsvTable parseCsv(std::string_view text, const std::string& sourceName);

}  // namespace craftmate::games::coordqa
