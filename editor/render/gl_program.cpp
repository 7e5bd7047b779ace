#include "gl_program.h"

#include <string>

namespace cartouche {

namespace {

std::string shaderLog(GLuint shader) {
  GLint length = 0;
  glGetShaderiv(shader, GL_INFO_LOG_LENGTH, &length);
  std::string log(size_t(length > 0 ? length : 1), '\0');
  glGetShaderInfoLog(shader, length, nullptr, log.data());
  return log;
}

Result<GLuint> compile(GLenum type, const char* source, const std::string& name) {
  GLuint shader = glCreateShader(type);
  glShaderSource(shader, 1, &source, nullptr);
  glCompileShader(shader);
  GLint ok = GL_FALSE;
  glGetShaderiv(shader, GL_COMPILE_STATUS, &ok);
  if (!ok) {
    std::string log = shaderLog(shader);
    glDeleteShader(shader);
    return Status::invalidArgument(name + ": shader does not compile: " + log);
  }
  return shader;
}

}  // namespace

Result<GLuint> buildProgram(const char* vertexSource, const char* fragmentSource, const char* name) {
  Result<GLuint> vs = compile(GL_VERTEX_SHADER, vertexSource, std::string(name) + ".vert");
  if (!vs) return vs.status();
  Result<GLuint> fs = compile(GL_FRAGMENT_SHADER, fragmentSource, std::string(name) + ".frag");
  if (!fs) {
    glDeleteShader(*vs);
    return fs.status();
  }
  GLuint program = glCreateProgram();
  glAttachShader(program, *vs);
  glAttachShader(program, *fs);
  glLinkProgram(program);
  glDeleteShader(*vs);
  glDeleteShader(*fs);
  GLint ok = GL_FALSE;
  glGetProgramiv(program, GL_LINK_STATUS, &ok);
  if (!ok) {
    GLint length = 0;
    glGetProgramiv(program, GL_INFO_LOG_LENGTH, &length);
    std::string log(size_t(length > 0 ? length : 1), '\0');
    glGetProgramInfoLog(program, length, nullptr, log.data());
    glDeleteProgram(program);
    return Status::invalidArgument(std::string(name) + ": program does not link: " + log);
  }
  return program;
}

}  // namespace cartouche
