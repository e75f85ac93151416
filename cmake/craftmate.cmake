# Helpers shared by every folder's CMakeLists.txt.

# craftmate_library(<target> SOURCES ... [DEPS ...])
# A static library whose headers are included as "<folder>/<file>.h" from the source root.
function(craftmate_library target)
  cmake_parse_arguments(ARG "" "" "SOURCES;DEPS" ${ARGN})
  add_library(${target} STATIC ${ARG_SOURCES})
  target_include_directories(${target} PUBLIC "${CMAKE_SOURCE_DIR}")
  target_compile_options(${target} PRIVATE -Wall -Wextra)
  if(ARG_DEPS)
    target_link_libraries(${target} PUBLIC ${ARG_DEPS})
  endif()
endfunction()

# craftmate_tests(<target> SOURCES ... [DEPS ...] [LABELS <one label>] [TIMEOUT seconds])
# A GoogleTest executable registered with CTest. Tests find the shared data through
# CRAFTMATE_SHARED_DIR and the source tree through CRAFTMATE_SOURCE_DIR. A target whose label
# matches CRAFTMATE_SKIP_TEST_LABELS is defined but neither built by default nor registered (the
# sanitizer build leaves out the real-server tests it does not run).
set(CRAFTMATE_SKIP_TEST_LABELS "" CACHE STRING "Test labels (regex) whose test targets are not built or registered")
function(craftmate_tests target)
  cmake_parse_arguments(ARG "" "TIMEOUT" "SOURCES;DEPS;LABELS" ${ARGN})
  add_executable(${target} ${ARG_SOURCES})
  target_link_libraries(${target} PRIVATE ${ARG_DEPS} GTest::gtest_main GTest::gmock)
  target_compile_definitions(${target} PRIVATE
    CRAFTMATE_SHARED_DIR="${CRAFTMATE_SHARED_DIR}"
    CRAFTMATE_SOURCE_DIR="${CMAKE_SOURCE_DIR}"
    CRAFTMATE_SERVER_DIR="${CRAFTMATE_SERVER_DIR}")
  # gtest_discover_tests flattens a list in PROPERTIES, so a second label would silently become a
  # property name: one label per test target (e.g. "integration" for every real-server test).
  list(LENGTH ARG_LABELS label_count)
  if(label_count GREATER 1)
    message(FATAL_ERROR "craftmate_tests(${target}): give one label, not '${ARG_LABELS}'")
  endif()
  if(CRAFTMATE_SKIP_TEST_LABELS AND "${ARG_LABELS}" MATCHES "^(${CRAFTMATE_SKIP_TEST_LABELS})$")
    set_target_properties(${target} PROPERTIES EXCLUDE_FROM_ALL ON)
    return()
  endif()
  if(NOT ARG_TIMEOUT)
    set(ARG_TIMEOUT 300)
  endif()
  gtest_discover_tests(${target}
    DISCOVERY_TIMEOUT 60
    PROPERTIES TIMEOUT ${ARG_TIMEOUT} LABELS "${ARG_LABELS}")
endfunction()

# Adds every immediate sub-folder of the current folder that has a CMakeLists.txt. Folders whose path
# (relative to the source root) matches CRAFTMATE_SKIP_REGEX are left out: a developer working on
# one part can build while another part is mid-edit (e.g. -DCRAFTMATE_SKIP_REGEX="^tests/games/").
set(CRAFTMATE_SKIP_REGEX "" CACHE STRING "Sub-folders (regex on the path from the source root) not to build")
function(craftmate_add_subfolders)
  file(GLOB children RELATIVE "${CMAKE_CURRENT_SOURCE_DIR}" "${CMAKE_CURRENT_SOURCE_DIR}/*")
  list(SORT children)
  foreach(child ${children})
    file(RELATIVE_PATH rel "${CMAKE_SOURCE_DIR}" "${CMAKE_CURRENT_SOURCE_DIR}/${child}")
    if(CRAFTMATE_SKIP_REGEX AND rel MATCHES "${CRAFTMATE_SKIP_REGEX}")
      continue()
    endif()
    if(IS_DIRECTORY "${CMAKE_CURRENT_SOURCE_DIR}/${child}" AND EXISTS "${CMAKE_CURRENT_SOURCE_DIR}/${child}/CMakeLists.txt")
      add_subdirectory(${child})
    endif()
  endforeach()
endfunction()

# craftmate_embed_text(<target> <namespace> <name> <file>)
# Compiles <file> into <target> as `std::string_view <namespace>::<name>()`, so a world's data files
# (games/<world>/data/) travel inside the executable and need no install path. Declare it yourself:
#   namespace <namespace> { std::string_view <name>(); }
function(craftmate_embed_text target ns name file)
  get_filename_component(abs "${file}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  set(out "${CMAKE_CURRENT_BINARY_DIR}/embedded_${name}.cpp")
  add_custom_command(OUTPUT "${out}"
    COMMAND ${CMAKE_COMMAND} -DIN=${abs} -DOUT=${out} -DNS=${ns} -DNAME=${name}
            -P "${CMAKE_SOURCE_DIR}/cmake/embed_text.cmake"
    DEPENDS "${abs}" "${CMAKE_SOURCE_DIR}/cmake/embed_text.cmake"
    COMMENT "Embedding ${file}")
  target_sources(${target} PRIVATE "${out}")
endfunction()
