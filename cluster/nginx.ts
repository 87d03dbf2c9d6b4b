// The load balancer of `npm run start:cluster`: nginx's configuration, written for the processes the launcher started.

export type NginxPlan = {
  /** Where nginx listens (the site's one address). */
  listen: { host: string; port: number };
  /** The app processes, host:port each. */
  apps: string[];
  /** The S3-protocol store holding packaged video, and its bucket. */
  store: { endpoint: string; bucket: string };
  /** nginx's own folder: its pid and access log. */
  dir: string;
  /** Where its workers write: request bodies in transit and the media cache (theirs to write, as `user`). */
  workDir: string;
  /** The unprivileged user nginx's workers run as when started by root. */
  user?: string;
};

export function nginxConfig({ listen, apps, store, dir, workDir, user }: NginxPlan): string {
  const storeUrl = new URL(store.endpoint);
  const bucket = encodeURIComponent(store.bucket);
  return `# Written by cluster/start.ts at each start; edit that file instead.
${user ? `user ${user};\n` : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 4096; }

http {
  server_tokens off;
  log_format upstreams '$remote_addr "$request" $status $upstream_addr $upstream_cache_status';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${workDir}/tmp/body;
  proxy_temp_path ${workDir}/tmp/proxy;
  fastcgi_temp_path ${workDir}/tmp/fastcgi;
  uwsgi_temp_path ${workDir}/tmp/uwsgi;
  scgi_temp_path ${workDir}/tmp/scgi;
  # Images and video files, kept here so the app processes and the store see each file about once.
  proxy_cache_path ${workDir}/cache levels=1:2 keys_zone=media:16m max_size=4g inactive=1d use_temp_path=off;

  upstream app {
${apps.map((a) => `    server ${a} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 32;
  }
  upstream store {
    server ${storeUrl.host};
    keepalive 16;
  }

  server {
    listen ${listen.host}:${listen.port};
    # The app processes check each body's size themselves (an upload may be gigabytes) and read uploads as they come.
    client_max_body_size 0;
    proxy_request_buffering off;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $remote_addr;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-Host $http_host;
    # A process that is gone or shutting down: the request goes to the next one. Never a POST (nginx does not
    # retry non-idempotent requests), so a checkout is never sent twice.
    proxy_next_upstream error timeout http_502 http_503 http_504;
    proxy_next_upstream_tries 3;
    proxy_read_timeout 300s;
    # No browser sends a fragment or a backslash in a path; the app's URL parser would read them otherwise than nginx.
    if ($request_uri ~ "#|\\x5c") {
      return 400;
    }

    location / {
      proxy_pass http://app;
    }

    # The control endpoint and the media gate answer local callers only.
    location /internal/ {
      return 404;
    }

    # Images and sounds from the shared media folder (resized by the app once), cached as their headers allow.
    location /media/ {
      limit_except GET {
        deny all;
      }
      proxy_pass http://app;
      proxy_cache media;
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
    }

    # Packaged video lives in the bucket: the app's media gate judges each request (18+ files only with a playback
    # token, nothing of a draft), then nginx streams the object from the store, kept in its cache under the object's
    # key, so a token-bearing and a public request share one copy and the gate still runs for each.
    location ~ ^/media/(videos|p)/ {
      # Read only: the store behind would take anything else.
      limit_except GET {
        deny all;
      }
      auth_request /_media_gate;
      auth_request_set $media_key $upstream_http_x_media_key;
      auth_request_set $media_cache_control $upstream_http_x_media_cache_control;
      auth_request_set $media_error $upstream_http_x_media_error;
      auth_request_set $media_message $upstream_http_x_media_message;
      error_page 401 = @media_missing;
      proxy_pass http://store/${bucket}/$media_key;
      proxy_set_header Host ${storeUrl.host};
      proxy_set_header Connection "";
      proxy_set_header Authorization "";
      proxy_set_header Cookie "";
      proxy_cache media;
      proxy_cache_key $media_key;
      proxy_cache_valid 200 1h;
      proxy_cache_lock on;
      proxy_ignore_headers Cache-Control Expires Set-Cookie;
      proxy_hide_header Cache-Control;
      proxy_hide_header x-amz-request-id;
      proxy_hide_header x-amz-id-2;
      # The store's own refusals are not the viewer's business: a missing file is missing.
      proxy_intercept_errors on;
      error_page 404 = @media_missing;
      error_page 403 = @media_refused;
      add_header Cache-Control $media_cache_control always;
      add_header X-Content-Type-Options nosniff always;
      add_header Content-Security-Policy "default-src 'none'; style-src 'unsafe-inline'; sandbox" always;
      add_header X-Cache-Status $upstream_cache_status always;
      gzip on;
      gzip_vary on;
      gzip_types application/vnd.apple.mpegurl text/vtt;
    }

    location = /_media_gate {
      internal;
      proxy_pass http://app/internal/media-gate;
      proxy_pass_request_body off;
      proxy_set_header Content-Length "";
      proxy_set_header Connection "";
      proxy_set_header X-Original-URI $request_uri;
    }

    location @media_refused {
      default_type application/json;
      add_header Cache-Control no-store always;
      # The gate's words (its error codes and messages are the site's own, without quotes).
      return 403 '{"error":"$media_error","message":"$media_message"}\n';
    }

    location @media_missing {
      default_type text/plain;
      add_header Cache-Control no-store always;
      return 404 "Not found\\n";
    }
  }
}
`;
}
