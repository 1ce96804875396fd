-- Magnificent Banquet: recover 5. Then put it into its owner's material deck preserved
-- (its own move off the stack, with the status: GA-MOVE-STATUS). At the beginning of your
-- recollection phase, if it is in your material deck preserved, recover 1.
local function recover(ctx, n)
	local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
	if champion ~= nil then
		ctx:recover(champion, n)
	end
end

return {
	resolve = function(ctx)
		recover(ctx, 5)
		ctx:move(ctx.this, "material_deck", { status = "preserved" })
	end,
	triggers = {
		{
			on = "phase_began",
			from = { "material_deck" },
			label = "preserved in your material deck: recover 1",
			applies = function(ctx, event)
				return event.phase == "recollection"
					and ctx.controller:is_turn_player()
					and ctx.this:has_status("preserved")
			end,
			resolve = function(ctx)
				if ctx.this:zone() == "material_deck" and ctx.this:has_status("preserved") then
					recover(ctx, 1)
				end
			end,
		},
	},
}
