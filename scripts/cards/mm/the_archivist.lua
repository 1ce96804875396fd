-- The Archivist (MM 113), creature: If you archive The Archivist, archive it faceup. While
-- The Archivist is in your archives, instead of picking up all of your archives, you may
-- choose to pick up any number of cards from your archives. Face up is the status
-- "face_up" (every player sees it until it leaves the archives); its keyword
-- archives_pick_any makes the rules' pickup take nothing, and this trigger on the pickup
-- takes the cards chosen (KF-ARCHIVE-PICK-ANY-1).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			from = { "archives" },
			label = "archived face up",
			applies = function(ctx)
				return ctx.this:zone() == "archives"
			end,
			resolve = function(ctx)
				ctx:set_status(ctx.this, "face_up")
			end,
		},
		{
			on = "took",
			from = { "archives" },
			label = "pick up any number of archived cards",
			applies = function(ctx, event)
				return event.ability == "pick_up_archives" and event.player == ctx.controller
			end,
			resolve = function(ctx)
				local archives = ctx:objects({ zone = "archives", controller = "you" })
				local picked = ctx:choose({
					prompt = "Pick up which cards from your archives (The Archivist)?",
					objects = archives,
					min = 0,
					max = #archives,
				})
				for _, card in ipairs(picked) do
					ctx:move(card, "hand")
				end
			end,
		},
	},
}
