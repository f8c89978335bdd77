# LeadOne container image. Uses the embedded database by default (data in /app/.data: mount a volume);
# set DATABASE_URL to use PostgreSQL. espeak-ng and ffmpeg give fast, compact audio answers; festival with
# festvox-us-slt-hts is the premium high-quality voice.
FROM node:20-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends espeak-ng ffmpeg festival festvox-us-slt-hts ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
RUN npm ci
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/app/.data
EXPOSE 3000
VOLUME ["/app/.data"]
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--import", "tsx", "server/main.ts"]
