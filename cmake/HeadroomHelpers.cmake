# headroom_add_library(<target> SOURCES ... [LIBS ...])
# One static library per app/ folder, called from app/<folder>/CMakeLists.txt. Code includes <folder/x.h>.
# Layering is a build fact (DESIGN.md "Folders"): a library exposes only its own folder, through a
# generated include root <build>/include/<folder>/ that holds one symlink <folder> -> app/<folder>; that
# root is a PUBLIC include path of this target alone. So <catalog/catalog.h> resolves in a translation
# unit only if its target links headroom_catalog (directly or through a LIBS entry, which are PUBLIC),
# and an arrow pointing up the table (quote including <ui/...>, fit including <catalog/...> or a Qt
# header) fails to compile. tests/layering checks this. LIBS lists what the folder's own code includes.
function(headroom_add_library target)
    cmake_parse_arguments(ARG "" "" "SOURCES;LIBS" ${ARGN})
    get_filename_component(folder ${CMAKE_CURRENT_SOURCE_DIR} NAME)
    get_filename_component(parent ${CMAKE_CURRENT_SOURCE_DIR} DIRECTORY)
    if(NOT parent STREQUAL "${PROJECT_SOURCE_DIR}/app")
        message(FATAL_ERROR "headroom_add_library(${target}) must be called from app/<folder>/CMakeLists.txt")
    endif()
    set(root ${PROJECT_BINARY_DIR}/include/${folder})
    file(MAKE_DIRECTORY ${root})
    file(CREATE_LINK ${CMAKE_CURRENT_SOURCE_DIR} ${root}/${folder} SYMBOLIC)
    add_library(${target} STATIC ${ARG_SOURCES})
    target_include_directories(${target} PUBLIC ${root})
    target_link_libraries(${target} PUBLIC ${ARG_LIBS})
endfunction()

# headroom_add_test(<name> SOURCES ... LIBS ... [LABELS ...])
# One Qt Test executable per class; tests link libraries and never recompile app sources.
function(headroom_add_test name)
    cmake_parse_arguments(ARG "" "" "SOURCES;LIBS;LABELS" ${ARGN})
    add_executable(${name} ${ARG_SOURCES})
    target_link_libraries(${name} PRIVATE ${ARG_LIBS} Qt6::Test)
    target_compile_definitions(${name} PRIVATE
        HEADROOM_TEST_DATA_DIR="${PROJECT_SOURCE_DIR}/tests/data"
        HEADROOM_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
    add_test(NAME ${name} COMMAND ${name})
    set_tests_properties(${name} PROPERTIES
        ENVIRONMENT "QT_QPA_PLATFORM=offscreen;LC_ALL=C.UTF-8"
        LABELS "${ARG_LABELS}"
        TIMEOUT 300)
endfunction()
