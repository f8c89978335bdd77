import { zNoInput } from "../../../../shared/schemas/common.js";
// apiKeys.*: a signed-in user's keys for internal tools (My Profile).
import { zCreateApiKeyInput, zCreateApiKeyOutput, zListApiKeysOutput, zRevokeApiKeyInput, zRevokeApiKeyOutput } from "../../../../shared/schemas/api-keys.js";
import { router, userProcedure } from "../../../trpc/init.js";
import { createApiKey, listApiKeys, revokeApiKey } from "./service.js";

export const apiKeysRouter = router({
  create: userProcedure
    .meta({ rest: { method: "POST", path: "/api/api-keys", summary: "Create an API key (the key is in this answer only)" } })
    .input(zCreateApiKeyInput)
    .output(zCreateApiKeyOutput)
    .mutation(({ ctx, input }) => createApiKey(ctx.db, ctx.user.id, input)),
  list: userProcedure
    .meta({ rest: { method: "GET", path: "/api/api-keys", summary: "Your active API keys (never the secret)" } })
    .input(zNoInput)
    .output(zListApiKeysOutput)
    .query(({ ctx }) => listApiKeys(ctx.db, ctx.user.id)),
  revoke: userProcedure
    .meta({ rest: { method: "DELETE", path: "/api/api-keys/:id", summary: "Revoke an API key; it stops working at once" } })
    .input(zRevokeApiKeyInput)
    .output(zRevokeApiKeyOutput)
    .mutation(({ ctx, input }) => revokeApiKey(ctx.db, ctx.user.id, input.id)),
});
