-- Frane's Blaster (WC 346), upgrade: This creature gains, "Fight/Reap: You may deal 2
-- damage to a creature, or attach Frane's Blaster to First Officer Frane." After you attach
-- Frane's Blaster to First Officer Frane, move each æmber from First Officer Frane to your
-- pool.
local function blast(ctx)
	ctx:rule("blaster", "franes_blaster", "first_officer_frane")
end

return {
	grants = { reap = blast, fight = blast },
	triggers = {
		{
			on = "attached",
			label = "attached to First Officer Frane: his æmber to your pool",
			applies = function(ctx, event)
				return event.object == ctx.this
					and event.host ~= nil
					and event.host:card_id() == "first_officer_frane"
			end,
			resolve = function(ctx, event)
				local frane = event.host
				local held = frane:is_valid() and frane:counter("amber") or 0
				if held > 0 then
					ctx:add_counter(frane, "amber", -held)
					ctx:gain(ctx.controller, "amber", held)
				end
			end,
		},
	},
}
