-- Soultender (GR 165): Play/After Reap: Move each æmber from each Specter creature to the
-- common supply. Fully heal and ward each Specter creature (of both sides).
local function tend(ctx)
	for _, specter in ipairs(ctx:objects({ zone = "battleline", subtype = "specter" })) do
		local held = specter:counter("amber")
		if held > 0 then
			ctx:add_counter(specter, "amber", -held)
		end
		ctx:rule("heal_and_ward", specter)
	end
end

return {
	resolve = tend,
	reap = tend,
}
