// `craftmate report DIR...`: the paper's summary of one or more evaluation folders (written by
// `craftmate eval`): tables by task type and agent count with standard errors on stdout, and an HTML
// page with SVG charts.

#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <stdexcept>

#include "app/flag_value.h"
#include "app/job_pages.h"
#include "app/subcommand.h"
#include "mindserver/timeline_page.h"
#include "tasks/evaluation_report.h"
#include "tasks/evaluation_runner.h"
#include "tasks/results_store.h"

namespace craftmate::app {

namespace {

// Every job's timeline page beside the report, in <report>_jobs/, each linking back to the report.
// A job whose run store cannot be read is listed without a page (and said so); the report is written.
std::vector<tasks::JobLink> writeJobPages(const std::vector<tasks::LabelledResults>& results, const std::string& htmlPath) {
  namespace fs = std::filesystem;
  const fs::path report(htmlPath);
  const std::string pagesName = report.stem().string() + "_jobs";
  const fs::path pagesDir = report.parent_path() / pagesName;
  std::map<std::string, int> folderNumbers;  // pages of different folders (or shards) never share a name
  std::vector<tasks::JobLink> links;
  for (const auto& group : results) {
    for (const auto& record : group.records) {
      tasks::JobLink link{group.label, record, ""};
      try {
        auto timeline = JobFolder(record.folder).timeline(record.job.id);
        if (timeline) {
          (*timeline)["back"] = "../" + report.filename().string();
          const int number = folderNumbers.emplace(record.folder, static_cast<int>(folderNumbers.size()) + 1).first->second;
          const std::string file = (number > 1 ? std::to_string(number) + "_" : "") + tasks::jobFolderName(record.job) + ".html";
          fs::create_directories(pagesDir);
          std::ofstream page(pagesDir / file, std::ios::trunc);
          if (page << mindserver::timelinePage(*timeline)) link.href = pagesName + "/" + file;
        }
      } catch (const std::exception& e) {
        std::cerr << "craftmate report: no page for job " << record.job.id << ": " << e.what() << "\n";
      }
      links.push_back(std::move(link));
    }
  }
  return links;
}

int runReport(const std::vector<std::string>& args) {
  std::vector<std::string> dirs;
  std::string htmlPath;
  try {
    for (std::size_t i = 0; i < args.size(); ++i) {
      if (args[i] == "--html") htmlPath = flagValue(args, i, " (the HTML file to write)");
      else if (!args[i].empty() && args[i][0] == '-') throw std::invalid_argument("unknown option '" + args[i] + "'");
      else dirs.push_back(args[i]);
    }
  } catch (const std::invalid_argument& e) {
    std::cerr << "craftmate report: " << e.what() << "\n";
    return 2;
  }
  if (dirs.empty()) {
    std::cerr << "craftmate report: give one or more folders written by 'craftmate eval --out'\n";
    return 2;
  }
  std::vector<tasks::ResultsFolder> folders;
  try {
    for (const auto& dir : dirs)
      folders.push_back({std::filesystem::path(dir).lexically_normal().filename().string(), tasks::loadResults(dir)});
  } catch (const std::exception& e) {
    std::cerr << "craftmate report: " << e.what() << "\n";
    return 2;
  }
  const auto results = tasks::groupByConfiguration(folders);
  const auto groups = tasks::summarize(results);
  std::cout << tasks::summaryTables(groups);
  if (htmlPath.empty()) htmlPath = (std::filesystem::path(dirs.front()) / "report.html").string();
  const auto jobs = writeJobPages(results, htmlPath);
  std::ofstream out(htmlPath, std::ios::trunc);
  if (!(out << tasks::htmlReport(groups, "craftmate evaluation report", jobs))) {
    std::cerr << "craftmate report: cannot write " << htmlPath << "\n";
    return 1;
  }
  std::cout << "HTML report: " << htmlPath << "\n";
  return 0;
}

}  // namespace

Subcommand reportSubcommand() {
  return {"report", "Summarise evaluation folders: tables by task type and agent count, and an HTML report.",
          "usage: craftmate report DIR... [--html FILE]\n"
          "Reads DIR/results.sqlite of each folder written by `craftmate eval --out DIR` (a sharded folder,\n"
          "DIR/shards/<i>/, as one evaluation) and prints, per task type, the success rate and mean score\n"
          "(± one standard error), time, turns and messages by agent count, one row group per folder and\n"
          "configuration (labelled by its model, plus what differs when two share one). Writes the same tables with\n"
          "SVG charts to FILE (default: the first DIR's report.html), and every job's timeline (messages,\n"
          "commands and outputs, model calls, score and why it ended) as a page of its own in FILE's\n"
          "folder, <FILE name>_jobs/, linked from the report's job list.\n",
          runReport};
}

}  // namespace craftmate::app
