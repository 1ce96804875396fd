-- Memette (GR 152): Play/Destroyed: Archive the top card of your discard pile (its
-- Destroyed: resolves while Memette is still in play, so not Memette itself). A discard
-- pile lists its cards bottom first.
local function archive_top(ctx)
	local pile = ctx:objects({ zone = "discard", controller = "you" })
	if #pile > 0 then
		ctx:move(pile[#pile], "archives")
	end
end

return {
	resolve = archive_top,
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: archive the top card of your discard pile (Memette)",
			resolve = archive_top,
		},
	},
}
