-- Ghostly Dr. Verokter (GR R04): Elusive (data). Play/After Reap: Return a card from your
-- discard pile to the top of your deck. Destroyed: If you are haunted, archive Ghostly Dr.
-- Verokter.
local function recall(ctx)
	local pile = ctx:objects({ zone = "discard", controller = "you" })
	local pick =
		ctx:choose({ prompt = "Put which card of your discard pile on top of your deck?", objects = pile })[1]
	ctx:move(pick, "deck")
end

return {
	resolve = recall,
	reap = recall,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: archive Ghostly Dr. Verokter if you are haunted",
			resolve = function(ctx)
				ctx:rule("archive_if_haunted", ctx.this)
			end,
		},
	},
}
