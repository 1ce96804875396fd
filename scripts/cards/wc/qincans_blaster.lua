-- Qincan's Blaster (WC 351), upgrade: This creature gains, "Fight/Reap: You may deal 2
-- damage to a creature, or attach Qincan's Blaster to Sci. Officer Qincan." After you
-- attach Qincan's Blaster to Sci. Officer Qincan, you may archive a creature in play: it
-- goes to its owner's archives (an enemy creature to theirs, as keyteki does).
local function blast(ctx)
	ctx:rule("blaster", "qincans_blaster", "sci_officer_qincan")
end

return {
	grants = { reap = blast, fight = blast },
	triggers = {
		{
			on = "attached",
			label = "attached to Sci. Officer Qincan: you may archive a creature",
			applies = function(ctx, event)
				return event.object == ctx.this
					and event.host ~= nil
					and event.host:card_id() == "sci_officer_qincan"
			end,
			resolve = function(ctx)
				local creatures = ctx:objects({ zone = "battleline", controller = "any" })
				local picked = ctx:choose({
					prompt = "Archive which creature?",
					objects = creatures,
					min = 0,
					max = 1,
				})[1]
				if picked ~= nil then
					ctx:move(picked, "archives")
				end
			end,
		},
	},
}
