-- Viscount of Aerys (AS 274): While your yellow key is forged, each enemy creature enters
-- play stunned: enemy creatures have the rules keyword `enters_stunned` while they are
-- played and wherever a creature is put into play from (KF-ENTERS-STUNNED-1). Play: If
-- your yellow key is forged, stun each enemy creature.
local function yellow_forged(ctx)
	return ctx:rule("key_forged", ctx.controller, "yellow")
end

return {
	statics = {
		{
			grant = "enters_stunned",
			reaches = { "stack", "hand", "deck", "discard", "archives" },
			applies_to = function(ctx, obj)
				return obj:has_type("creature") and obj:controller() == ctx.opponent
			end,
			condition = yellow_forged,
		},
	},
	resolve = function(ctx)
		if yellow_forged(ctx) then
			for _, enemy in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
				ctx:rule("stun", enemy)
			end
		end
	end,
}
