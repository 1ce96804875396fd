-- Neutron Shark (CotA 146): Play/Fight/Reap: Destroy an enemy creature or artifact and a
-- friendly creature or artifact. Discard the top card of your deck. If that card is not a
-- Logos card, trigger this effect again — unless Neutron Shark has left play.
local function pick(ctx, side, prompt)
	local found = ctx:objects({ zone = "battleline", controller = side })
	for _, artifact in ipairs(ctx:objects({ zone = "artifacts", controller = side })) do
		table.insert(found, artifact)
	end
	return ctx:choose({ prompt = prompt, objects = found })[1]
end

local function shark(ctx)
	while true do
		local doomed = {}
		local enemy = pick(ctx, "opponent", "Destroy which enemy creature or artifact?")
		local friend = pick(ctx, "you", "Destroy which friendly creature or artifact?")
		for _, c in ipairs({ enemy or false, friend or false }) do
			if c then
				table.insert(doomed, c)
			end
		end
		ctx:destroy(doomed)
		local top = ctx:top(1)[1]
		if top == nil then
			return
		end
		local logos = ctx:rule("of_house", top, "logos")
		ctx:discard(top)
		if logos or ctx.this:zone() ~= "battleline" or ctx.this:is_destroyed() then
			return
		end
	end
end

return { resolve = shark, fight = shark, reap = shark }
