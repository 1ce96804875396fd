-- Noname (WC 112): Noname gets +1 power for each purged card (both players'). Play/Fight/
-- Reap: Purge a card in a discard pile (either player's).
local function purge_one(ctx)
	local cards = ctx:objects({ zone = "discard", controller = "any" })
	ctx:banish(ctx:choose({ prompt = "Purge which card of a discard pile?", objects = cards })[1])
end

return {
	statics = {
		{
			stat = "power",
			increase = function(ctx)
				return ctx:count({ zone = "purged", controller = "any" })
			end,
			applies_to = function(ctx, obj)
				return obj == ctx.this
			end,
		},
	},
	resolve = purge_one,
	fight = purge_one,
	reap = purge_one,
}
