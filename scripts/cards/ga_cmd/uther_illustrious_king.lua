-- Uther, Illustrious King: Intercept, Vigor (printed keywords: Intercept is the rules
-- script's; Vigor has no rules here yet). On Enter: You may rest Uther. When you do, banish
-- another target non-champion object. On Leave: Return the banished object to the field
-- under its owner's control rested.
-- "When you do" is a reflexive trigger (CR, Reflexive Trigger 1-2): only if Uther was
-- rested, after the On Enter ability resolved; its target is chosen as it resolves. The
-- object it banished carries a status naming this Uther, which its On Leave reads.
local function banished_by(uther)
	return "banished by Uther #" .. tostring(uther.id)
end

-- The object with `id` in `zone`, as it is there now.
local function found(ctx, zone, id)
	for _, o in ipairs(ctx:objects({ zone = zone })) do
		if o.id == id then
			return o
		end
	end
	return nil
end

return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: you may rest Uther",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				if ctx.this:zone() ~= "field" or ctx.this:is_rested() then
					return
				end
				local pick = ctx:choose({ prompt = "Rest Uther?", options = { "rest", "decline" } })[1]
				if pick == "rest" and ctx:rest(ctx.this) then
					ctx:when_you_do("banish")
				end
			end,
		},
		{
			on = "when_you_do",
			label = "When you do: banish another non-champion object",
			resolve = function(ctx)
				local objects = {}
				for _, o in ipairs(ctx:objects({ zone = "field" })) do
					if o.id ~= ctx.this.id and not o:has_type("champion") then
						objects[#objects + 1] = o
					end
				end
				if #objects == 0 then
					return
				end
				local chosen = ctx:choose({
					prompt = "another non-champion object to banish",
					objects = objects,
					min = 1,
					max = 1,
				})[1]
				local id = chosen.id
				if ctx:banish(chosen) then
					ctx:set_status(found(ctx, "banishment", id), banished_by(ctx.this))
				end
			end,
		},
		{
			on = "leaves_play",
			own = true,
			label = "On Leave: the banished object returns to the field rested",
			resolve = function(ctx)
				for _, o in ipairs(ctx:objects({ zone = "banishment" })) do
					if o:has_status(banished_by(ctx.this)) then
						local id = o.id
						if ctx:move(o, "field") then
							ctx:rest(found(ctx, "field", id))
						end
					end
				end
			end,
		},
	},
}
